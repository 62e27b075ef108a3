/*
 * Copyright 2026 the lucene-spotsigs authors
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.spotsigs.cli.output;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * {@code --rejected FILE}: every record the run skipped, one JSON object per line: {@code where}
 * (file and line, offset or row), {@code reason}, and for a JSONL line the line itself ({@code
 * line}, or {@code line_base64} when it is not valid UTF-8), so that nothing the input held is lost
 * from a deduplicated dataset without a trace. Thread-safe.
 */
public final class RejectedRecords implements AutoCloseable {
  private static final JsonFactory JSON = new JsonFactory();

  private final Output out;
  private long count;

  public RejectedRecords(Output out) {
    this.out = out;
  }

  /**
   * A record skipped at {@code where} for {@code why}; its bytes {@code line[0, length)} or null.
   */
  public synchronized void add(String where, String why, byte[] line, int length) {
    try {
      Writer w = out.writer();
      try (JsonGenerator g = JSON.createGenerator(w)) {
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        g.writeStartObject();
        g.writeStringField("where", where);
        g.writeStringField("reason", why);
        if (line != null) {
          String text = utf8(line, length);
          if (text != null) {
            g.writeStringField("line", text);
          } else {
            g.writeStringField(
                "line_base64",
                Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(line, length)));
          }
        }
        g.writeEndObject();
      }
      w.append('\n');
      count++;
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a failed write is a failed run
    }
  }

  public synchronized long count() {
    return count;
  }

  private static String utf8(byte[] b, int length) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(b, 0, length))
          .toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  /** Marks the file complete (it replaces its target on close). */
  public void commit() {
    out.commit();
  }

  @Override
  public void close() throws IOException {
    out.close();
  }
}
