import { PHOTO_SIDE } from '@rally/domain';

// The Me page's photo is made small in the browser before it is sent: the picture's middle square
// drawn into a PHOTO_SIDE px canvas and saved as a JPEG. The server checks what arrives (a JPEG or
// PNG of at most 1024 px a side), so a picture the browser cannot read is refused there too.

/** The picture in `file` as a PHOTO_SIDE px square JPEG, in base64; rejects what is not a picture. */
export async function squarePhoto(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error('That file is not a picture this browser can read. Choose a JPEG or PNG photo.');
  });
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_SIDE;
  canvas.height = PHOTO_SIDE;
  const context = canvas.getContext('2d')!;
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    PHOTO_SIDE,
    PHOTO_SIDE,
  );
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('The photo could not be made smaller. Try another one.');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
