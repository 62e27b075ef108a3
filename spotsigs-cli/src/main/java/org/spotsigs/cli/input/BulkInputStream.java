package org.spotsigs.cli.input;

import java.io.IOException;
import java.io.InputStream;

/** An input stream read in blocks: a single byte is read as a block of one. Not thread-safe. */
abstract class BulkInputStream extends InputStream {
  private final byte[] one = new byte[1];

  @Override
  public int read() throws IOException {
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
  }

  @Override
  public abstract int read(byte[] b, int off, int len) throws IOException;
}
