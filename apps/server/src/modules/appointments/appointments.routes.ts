import { createRoute, z } from '@hono/zod-openapi';
import {
  ApiErrorSchema,
  AppointmentSchema,
  AvailabilitySchema,
  BookingInputSchema,
  CancelInputSchema,
  ExpertScheduleSchema,
  ExpertSlotsSchema,
  RescheduleInputSchema,
} from '@sahay/domain';
import { serviceDeps, type AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { cancelAppointment, getAppointment, myAppointments, rescheduleAppointment } from './appointment-changes.service';
import { myAvailability, saveMyAvailability } from './availability.service';
import { bookAppointment, expertSlots } from './booking.service';
import { expertSchedule } from './schedule.service';

const denied = {
  401: jsonResponse(ApiErrorSchema, 'Not signed in'),
  403: jsonResponse(ApiErrorSchema, 'Not allowed for this person'),
  404: jsonResponse(ApiErrorSchema, 'No such appointment or expert'),
  409: jsonResponse(ApiErrorSchema, 'Taken, too late to change, or no longer scheduled'),
} as const;
const idParam = z.object({ id: z.uuid('Not an appointment id').openapi({ param: { name: 'id', in: 'path' } }) });
const expertParam = z.object({ id: z.uuid('Not an expert id').openapi({ param: { name: 'id', in: 'path' } }) });
const tags = ['Appointments'];

const getHoursRoute = createRoute({
  method: 'get',
  path: '/expert-desk/availability',
  tags,
  summary: 'My weekly hours, slot length, breaks and days off (experts); null until set',
  responses: { 200: jsonResponse(z.object({ availability: AvailabilitySchema.nullable() }), 'The hours'), ...denied },
});
const putHoursRoute = createRoute({
  method: 'put',
  path: '/expert-desk/availability',
  tags,
  summary: 'Set my weekly hours (experts); booked appointments stay booked',
  request: { body: jsonBody(AvailabilitySchema) },
  responses: { 200: jsonResponse(z.object({ availability: AvailabilitySchema }), 'Saved'), ...denied, ...errorResponses },
});
const scheduleRoute = createRoute({
  method: 'get',
  path: '/expert-desk/schedule',
  tags,
  summary: "My appointments of today and of the week (experts), by my time zone's days",
  responses: { 200: jsonResponse(ExpertScheduleSchema, 'The schedule'), ...denied },
});
const slotsRoute = createRoute({
  method: 'get',
  path: '/experts/{id}/slots',
  tags,
  summary: "An expert's free slots of the next 14 days, and what booking one costs me",
  request: { params: expertParam },
  responses: { 200: jsonResponse(ExpertSlotsSchema, 'The free slots'), ...denied, ...errorResponses },
});
const bookRoute = createRoute({
  method: 'post',
  path: '/appointments',
  tags,
  summary: 'Book a free slot with an expert, for me or a family member (patients)',
  request: { body: jsonBody(BookingInputSchema) },
  responses: { 201: jsonResponse(AppointmentSchema, 'Booked'), ...denied, ...errorResponses },
});
const listRoute = createRoute({
  method: 'get',
  path: '/appointments',
  tags,
  summary: 'My appointments (patients): upcoming first, then past and cancelled ones',
  responses: { 200: jsonResponse(z.object({ appointments: z.array(AppointmentSchema) }), 'The appointments'), ...denied },
});
const getRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}',
  tags,
  summary: 'One appointment: its patient, its expert or an admin',
  request: { params: idParam },
  responses: { 200: jsonResponse(AppointmentSchema, 'The appointment'), ...denied, ...errorResponses },
});
const rescheduleRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/reschedule',
  tags,
  summary: 'Move my appointment to another free slot, up to 2 hours before it starts',
  request: { params: idParam, body: jsonBody(RescheduleInputSchema) },
  responses: { 200: jsonResponse(AppointmentSchema, 'Moved'), ...denied, ...errorResponses },
});
const cancelRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/cancel',
  tags,
  summary: 'Cancel: the patient up to 2 hours before, the expert with a reason',
  request: { params: idParam, body: jsonBody(CancelInputSchema) },
  responses: { 200: jsonResponse(AppointmentSchema, 'Cancelled'), ...denied, ...errorResponses },
});

export function appointmentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const now = () => deps.clock?.now() ?? new Date();
  return createRouter()
    .openapi(getHoursRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ availability: await myAvailability(db, user) }, 200);
    })
    .openapi(putHoursRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json({ availability: await saveMyAvailability(db, user, c.req.valid('json')) }, 200);
    })
    .openapi(scheduleRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await expertSchedule(db, user, now()), 200);
    })
    .openapi(slotsRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await expertSlots(db, user, c.req.valid('param').id, now()), 200);
    })
    .openapi(bookRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await bookAppointment(serviceDeps(deps), user, c.req.valid('json')), 201);
    })
    .openapi(listRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ appointments: await myAppointments(db, user, now()) }, 200);
    })
    .openapi(getRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await getAppointment(db, user, c.req.valid('param').id, now()), 200);
    })
    .openapi(rescheduleRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await rescheduleAppointment(serviceDeps(deps), user, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(cancelRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await cancelAppointment(serviceDeps(deps), user, c.req.valid('param').id, c.req.valid('json')), 200);
    });
}
