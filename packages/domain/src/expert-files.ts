import { z } from 'zod';
import type { Category } from './categories';

/**
 * Issue 7: the expert's photo (shown on expert cards) and the document of their professional registration (read
 * by admins before approval). The server checks the type from the bytes; the browser checks the same lists first.
 */
export const EXPERT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const EXPERT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const EXPERT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const EXPERT_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

export const EXPERT_FILE_MESSAGES = {
  photoTooLarge: 'Photos can be at most 5 MB',
  photoType: 'Choose a JPEG, PNG or WebP photo',
  photoMissing: 'Choose a photo to upload',
  documentTooLarge: 'Documents can be at most 10 MB',
  documentType: 'Choose a PDF or an image (JPEG, PNG or WebP) of your registration certificate',
  documentMissing: 'Choose the document of your professional registration',
  empty: 'This file is empty',
  noProfile: 'Only experts can upload a photo or registration document',
} as const;

export type ExpertFileKind = 'photo' | 'document';

/** Which file of an expert, its limits and its messages. */
export const EXPERT_FILE_RULES = {
  photo: {
    maxBytes: EXPERT_PHOTO_MAX_BYTES,
    types: EXPERT_PHOTO_TYPES,
    tooLarge: EXPERT_FILE_MESSAGES.photoTooLarge,
    wrongType: EXPERT_FILE_MESSAGES.photoType,
    missing: EXPERT_FILE_MESSAGES.photoMissing,
  },
  document: {
    maxBytes: EXPERT_DOCUMENT_MAX_BYTES,
    types: EXPERT_DOCUMENT_TYPES,
    tooLarge: EXPERT_FILE_MESSAGES.documentTooLarge,
    wrongType: EXPERT_FILE_MESSAGES.documentType,
    missing: EXPERT_FILE_MESSAGES.documentMissing,
  },
} as const satisfies Record<
  ExpertFileKind,
  {
    maxBytes: number;
    types: readonly string[];
    tooLarge: string;
    wrongType: string;
    missing: string;
  }
>;

/** Where an uploaded photo is served; `version` changes when the photo is replaced, so caches never show the old one. */
export function expertPhotoPath(expertId: string, version: string): string {
  return `/api/experts/${expertId}/photo?v=${encodeURIComponent(version)}`;
}

export function expertDocumentPath(expertId: string): string {
  return `/api/experts/${expertId}/document`;
}

/** Professions whose registration must be proved with a document; IT experts may add one. */
export function documentRequired(category: Category): boolean {
  return category !== 'tech';
}

/** What the expert's uploads look like after an upload: where the photo is served, and the document's name. */
export const ExpertFilesSchema = z.object({
  photoUrl: z.string().nullable(),
  documentUrl: z.string().nullable(),
  documentName: z.string().nullable(),
});
export type ExpertFiles = z.infer<typeof ExpertFilesSchema>;
