import { z } from 'zod';
import { SUPPORTED_LOCALES } from './locale.js';

export const localeSchema = z.enum(SUPPORTED_LOCALES);
