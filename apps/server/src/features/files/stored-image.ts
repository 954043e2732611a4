import { UPLOAD_MAX_PIXELS } from '@kontor/domain';
import { AppError } from '../../platform/errors.ts';

/**
 * An uploaded image made safe to store (DESIGN §7): its pixels counted from its header before anything
 * is decoded (a 99-byte PNG may declare 20000 × 20000), then re-encoded in its own format so that no
 * metadata (EXIF, GPS, XMP, comments) survives; the EXIF orientation is applied first so the picture
 * still stands upright. BMP (avatars only) carries no metadata and libvips does not read it, so only
 * its header is checked.
 */
export async function storableImage(bytes: Buffer, mime: string): Promise<Buffer> {
  if (mime === 'image/bmp') {
    checkPixels(bmpPixels(bytes));
    return bytes;
  }
  // Loaded on the first upload, not at start (decision 023).
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes, { limitInputPixels: false, animated: true })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!meta.width || !meta.height) throw unreadable();
  const frames = meta.pages ?? 1;
  checkPixels(meta.width * (meta.pageHeight ?? meta.height) * frames);

  let image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: frames > 1 });
  // Turning a multi-frame image is not supported, and GIF and WebP animations carry no orientation.
  if (frames === 1 && (meta.orientation ?? 1) > 1) image = image.rotate();
  if (mime === 'image/png') image = image.png();
  else if (mime === 'image/jpeg') image = image.jpeg({ quality: 90 });
  else if (mime === 'image/gif') image = image.gif();
  else if (mime === 'image/webp') image = image.webp({ quality: 90 });
  else throw unreadable();
  // Without withMetadata() sharp writes none of the input's metadata.
  return image.toBuffer().catch(() => {
    throw unreadable();
  });
}

function checkPixels(pixels: number) {
  if (!(pixels > 0)) throw unreadable();
  if (pixels > UPLOAD_MAX_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'files.tooManyPixels',
      { megapixels: UPLOAD_MAX_PIXELS / 1_000_000 },
      [{ path: 'file', message: 'files.tooManyPixels' }],
    );
  }
}

/** Width × height from a BMP's info header (the height is negative for top-down bitmaps). */
function bmpPixels(bytes: Buffer): number {
  if (bytes.length < 26) return 0;
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize === 12) return bytes.readUInt16LE(18) * bytes.readUInt16LE(20);
  return Math.abs(bytes.readInt32LE(18)) * Math.abs(bytes.readInt32LE(22));
}

function unreadable() {
  return new AppError('INVALID_DATA', 'files.unreadable', {}, [
    { path: 'file', message: 'files.unreadable' },
  ]);
}
