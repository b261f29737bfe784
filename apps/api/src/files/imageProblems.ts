/**
 * The Spanish message of each reason an uploaded image is refused (lib/imageInfo), shared
 * by signatures and logos so both say the same thing for the same fault. The texts live in the
 * domain's SERVER_MESSAGES; this only says which one answers which problem.
 */
import { serverMessage, type ServerMessage } from '@abono/domain';
import type { ImageProblem } from '../lib/imageInfo';

export const IMAGE_PROBLEM_MESSAGES: Record<ImageProblem, ServerMessage> = {
  not_image: serverMessage('imageNotImage'),
  corrupt: serverMessage('imageCorrupt'),
  too_large: serverMessage('imageTooLarge'),
  too_small: serverMessage('imageTooSmall'),
  markup: serverMessage('imageMarkup'),
};
