/**
 * An ID3v2.4 tag holding nothing but `bytes` of padding, put before an MP3's first frame. Every MP3
 * decoder skips such a tag, so the clip sounds the same, while its length moves byte by byte: an MP3
 * at a constant bitrate otherwise only grows a whole frame (about 200 bytes) at a time, too few
 * lengths to hide a clip among.
 */
export function withId3Padding(mp3: Uint8Array, bytes: number): Buffer {
  if (bytes <= 0) return Buffer.from(mp3);
  const header = Buffer.alloc(10);
  header.write('ID3', 0, 'latin1');
  header[3] = 4; // version 2.4.0
  header[4] = 0;
  header[5] = 0; // no flags
  // The tag's size (padding only) as a 'syncsafe' integer: 7 bits a byte.
  header[6] = (bytes >> 21) & 0x7f;
  header[7] = (bytes >> 14) & 0x7f;
  header[8] = (bytes >> 7) & 0x7f;
  header[9] = bytes & 0x7f;
  return Buffer.concat([header, Buffer.alloc(bytes), mp3]);
}
