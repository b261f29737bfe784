/**
 * The Spanish message of each reason an uploaded image is refused (lib/imageInfo), shared
 * by signatures and logos so both say the same thing for the same fault.
 */
import type { ImageProblem } from '../lib/imageInfo';

export const IMAGE_PROBLEM_MESSAGES: Record<ImageProblem, string> = {
  not_image: 'El archivo no es una imagen válida.',
  corrupt: 'La imagen está dañada o incompleta.',
  too_large: 'La imagen es demasiado grande.',
  too_small: 'La imagen es demasiado pequeña.',
  markup: 'La imagen contiene contenido no permitido.',
};
