/** Raw little-endian float32 bytes: 4 KB per faceres descriptor, ready to encrypt into a bytea column. */
export function descriptorToBuffer(descriptor: Float32Array): Buffer {
  return Buffer.from(descriptor.buffer, descriptor.byteOffset, descriptor.byteLength);
}

export function descriptorFromBuffer(bytes: Buffer): Float32Array {
  if (bytes.byteLength % 4 !== 0) throw new Error('descriptor bytes must be a multiple of 4');
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
