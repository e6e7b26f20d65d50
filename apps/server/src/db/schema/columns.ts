import { pgEnum, timestamp } from 'drizzle-orm/pg-core';

/** A person's gender, as a request names the patient's (consultations) and the profile keeps its owner's (users). */
export const genderEnum = pgEnum('gender', ['male', 'female', 'other']);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
