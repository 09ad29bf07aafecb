import { useState } from 'react';
import { readAsDataUrl } from 'shared-auth';

/** The image chosen for upload and its preview; a slow read of an earlier pick never shows for a later one. */
export function usePickedImage() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  const pick = (next: File) => {
    setFile(next);
    readAsDataUrl(next).then(
      (url) => setPreview({ file: next, url }),
      (error: unknown) => console.warn('Logo preview failed', error),
    );
  };

  return {
    file,
    previewUrl: preview && preview.file === file ? preview.url : null,
    pick,
    clear: () => setFile(null),
  };
}
