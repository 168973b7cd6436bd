import { useCallback, useEffect, useRef, useState } from "react";
import { AVATAR_HEIC_UNREADABLE, AVATAR_MESSAGES, checkAvatarFile, isHeicFile } from "@shared/avatar";

export interface LoadedImage {
  src: string;
  image: HTMLImageElement;
  naturalWidth: number;
  naturalHeight: number;
}

/**
 * Checks a picked file (type, size) and decodes it in the browser. A file the browser
 * cannot decode, such as a text file renamed to .png, is refused here already.
 */
export function useAvatarImage() {
  const [loaded, setLoaded] = useState<LoadedImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const current = useRef<string | null>(null);

  const release = useCallback(() => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = null;
  }, []);

  useEffect(() => release, [release]);

  const pick = useCallback(
    (file: File, onLoaded: (image: LoadedImage) => void) => {
      const problem = checkAvatarFile(file);
      if (problem) {
        setError(problem);
        return;
      }
      setError(null);
      setReading(true);
      const src = URL.createObjectURL(file);
      const image = new Image();
      image.onload = () => {
        release();
        current.current = src;
        const next = { src, image, naturalWidth: image.naturalWidth, naturalHeight: image.naturalHeight };
        setLoaded(next);
        setReading(false);
        onLoaded(next);
      };
      image.onerror = () => {
        URL.revokeObjectURL(src);
        setReading(false);
        setError(isHeicFile(file) ? AVATAR_HEIC_UNREADABLE : AVATAR_MESSAGES.notImage);
      };
      image.src = src;
    },
    [release],
  );

  const clear = useCallback(() => {
    release();
    setLoaded(null);
    setError(null);
  }, [release]);

  return { loaded, error, setError, reading, pick, clear };
}
