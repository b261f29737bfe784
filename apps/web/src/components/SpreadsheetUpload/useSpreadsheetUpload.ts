import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../lib/http/ApiError';

export interface SpreadsheetUploadOptions<R> {
  /** The file type the upload takes (checked on pick, before anything is sent; the server checks the content). */
  accepts: (file: File) => boolean;
  /** Catalog key of the refusal of a file of another type. */
  wrongTypeKey: string;
  /** Sends the file, reporting progress from 0 to 1. */
  send: (file: File, onProgress: (fraction: number) => void) => Promise<R>;
  /**
   * The server's answer, once the progress bar is gone. A message returned stays in the dialog
   * (an answer that did nothing, such as an empty sheet); throwing shows like a refused upload.
   */
  onAnswer: (answer: R) => Promise<string | undefined> | string | undefined;
  /** Catalog key of the message for a refusal without one of its own. */
  failedKey: string;
}

export interface SpreadsheetUpload {
  file: File | null;
  /** Why the picked file was refused (its type). */
  fileError: string | null;
  /** 0 to 1 while the upload runs, null otherwise. */
  progress: number | null;
  uploading: boolean;
  /** Why the upload failed, or what onAnswer returned. */
  error: string | null;
  pick: (file: File | null) => void;
  removeFile: () => void;
  upload: () => void;
  /** Back to nothing picked, for a dialog that stays mounted while closed. */
  reset: () => void;
}

/**
 * The state of a spreadsheet upload dialog (savings, employee import): the picked file, refused
 * by type on pick; the upload's progress; the failure's message. A new pick or removing the file
 * clears the failure.
 */
export function useSpreadsheetUpload<R>({
  accepts,
  wrongTypeKey,
  send,
  onAnswer,
  failedKey,
}: SpreadsheetUploadOptions<R>): SpreadsheetUpload {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = (picked: File | null) => {
    setError(null);
    if (picked && !accepts(picked)) {
      setFile(null);
      setFileError(t(wrongTypeKey));
      return;
    }
    setFileError(null);
    setFile(picked);
  };
  const upload = () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    send(file, setProgress)
      .then(async (answer) => {
        setProgress(null);
        const message = await onAnswer(answer);
        if (message) setError(message);
      })
      .catch((e: unknown) => {
        setProgress(null);
        // The server refused the file's type by its content (a damaged or renamed file): say what
        // THIS upload takes, as the pick does (the shared catalog text names .xls too).
        setError(
          isApiError(e) && e.code === 'invalid_spreadsheet_type' ? t(wrongTypeKey) : errorMessage(e, t(failedKey)),
        );
      });
  };
  const reset = () => {
    setFile(null);
    setFileError(null);
    setProgress(null);
    setError(null);
  };
  // Removing the file takes its messages with it: they were about that file.
  return { file, fileError, progress, uploading: progress !== null, error, pick, removeFile: reset, upload, reset };
}
