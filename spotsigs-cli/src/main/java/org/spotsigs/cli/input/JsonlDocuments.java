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
package org.spotsigs.cli.input;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.spotsigs.util.Bytes;

/**
 * One JSON object per line with a string id and a string text: {@code {"id": "a", "text": "..."}}.
 * An integral number is accepted as id too; other fields are skipped (when a field occurs twice,
 * the last one counts). A field name with dots is also a path into nested objects: {@code
 * meta.content} is the key {@code "meta.content"} or the key {@code content} of the object under
 * {@code meta} (whichever the line has; the last one read counts). The input may be compressed or
 * standard input ({@link InputFiles}). Lines end at LF, CR or CR LF; blank lines are ignored. A
 * line that is not valid JSON (including bad UTF-8), not an object, holds more than one JSON value,
 * or lacks the id or the text, a repeated id, and a line longer than the document size limit
 * (counted once decompressed) are reported with their line number and skipped. An I/O error (a file
 * cut short on disk, a corrupt compressed stream) is reported and ends that file.
 *
 * <p>Each line is parsed from its UTF-8 bytes by a streaming parser, so the only strings made are
 * the id and the text (the file is read as bytes, not decoded line by line, and no tree is built).
 */
public final class JsonlDocuments implements DocumentStream {
  private static final JsonFactory JSON = new JsonFactory();
  private final Path file;
  private final List<Path> files;
  private final String idField;
  private final String textField;
  private final DocumentLimit limit;

  JsonlDocuments(Path file, String idField, String textField) throws IOException {
    this(file, idField, textField, DocumentLimit.NONE);
  }

  JsonlDocuments(Path file, String idField, String textField, DocumentLimit limit)
      throws IOException {
    this.files = InputPaths.files(file); // a file, a directory or a glob of JSONL shards
    this.file = file;
    this.idField = idField;
    this.textField = textField;
    this.limit = limit;
  }

  @Override
  public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
    IdTextRecords records = new IdTextRecords(idField, textField); // ids unique across files
    FieldNames fieldNames = new FieldNames(InputFiles.name(file), idField, textField);
    for (Path f : files) {
      read(f, records, fieldNames, sink, problems);
    }
  }

  /** The records of one file. */
  private void read(
      Path file, IdTextRecords records, FieldNames fieldNames, Sink sink, InputProblems problems)
      throws IOException, InterruptedException {
    int lineNo = 0;
    boolean blankOnly = true;
    try (InputStream in = InputFiles.open(file)) {
      ByteLines lines = new ByteLines(in, limit.maxBytes());
      while (lines.next()) {
        lineNo++;
        String where = InputFiles.name(file) + ":" + lineNo;
        blankOnly &= !lines.tooLong() && lines.isBlank();
        if (lines.tooLong()) {
          problems.skipped(
              where,
              "line longer than --max-document-size " + limit + " (a JSONL line cannot be cut)");
          continue;
        }
        if (lines.isBlank()) {
          continue;
        }
        Fields f;
        try {
          f = parse(lines.bytes(), lines.length(), fieldNames.watching());
        } catch (JsonProcessingException e) {
          problems.skipped(
              where, "invalid JSON: " + e.getOriginalMessage(), lines.bytes(), lines.length());
          continue;
        }
        if (f == null) {
          problems.skipped(
              where,
              "expected a JSON object {\"" + idField + "\": ..., \"" + textField + "\": ...}",
              lines.bytes(),
              lines.length());
          continue;
        }
        fieldNames.record(
            f.id != null || f.idType != null, f.text != null || f.textType != null, f.keys);
        if (f.id == null && f.idType != null) {
          problems.skipped(
              where,
              "\"" + idField + "\" is " + f.idType + ", not a string or a whole number",
              lines.bytes(),
              lines.length());
          continue;
        }
        if (f.text == null && f.textType != null) {
          problems.skipped(
              where,
              "\"" + textField + "\" is " + f.textType + ", not a string",
              lines.bytes(),
              lines.length());
          continue;
        }
        records.accept(where, f.id, f.text, f.fingerprint, sink, problems, lines);
      }
      if (blankOnly) {
        problems.skipped(InputFiles.name(file), emptyFile(lineNo));
      }
    } catch (DocumentStream.SinkFailed e) {
      throw e;
    } catch (IOException e) {
      problems.skipped(
          InputFiles.name(file) + ":" + (lineNo + 1),
          "cannot read the rest of the file: " + e.getMessage());
    }
  }

  /**
   * The id (a string, or an integral number as text) and text (a string) of a line; null members if
   * absent or of another type.
   */
  private static final class Fields {
    String id;
    String text;

    /** The JSON type of an id or text field of a type that is not taken (else null). */
    String idType;

    String textType;

    /** Of the text's bytes as the line has them, quotes and escapes included. */
    SourceDocument.Fingerprint fingerprint;

    /** The top-level keys of the object, when asked for (else empty). */
    final java.util.List<String> keys = new java.util.ArrayList<>();

    boolean collectKeys;
  }

  /** The fields of a JSON object, or null if the line holds another JSON value. */
  private Fields parse(byte[] line, int length, boolean keys) throws IOException {
    try (JsonParser p = JSON.createParser(line, 0, length)) {
      Fields f = null;
      if (p.nextToken() == JsonToken.START_OBJECT) {
        f = new Fields();
        f.collectKeys = keys;
        readObject(p, "", f, line);
      } else {
        p.skipChildren(); // an array must still be well-formed to be "not an object" rather than
        // "invalid"
      }
      if (p.nextToken() != null) {
        throw new JsonParseException(
            p, "more than one JSON value on the line (one object per line)");
      }
      return f;
    }
  }

  /**
   * Reads the fields of the object {@code p} is in (after its START_OBJECT), whose path is {@code
   * prefix} ("" at the top, else "a.b."), and goes into nested objects only where a wanted path
   * leads.
   */
  private void readObject(JsonParser p, String prefix, Fields f, byte[] line) throws IOException {
    JsonToken t;
    while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
      String name = prefix.isEmpty() ? p.currentName() : prefix + p.currentName();
      if (f.collectKeys && prefix.isEmpty()) {
        f.keys.add(name);
      }
      t = p.nextToken();
      // a field that occurs again replaces all of its first occurrence, nested values included
      if (name.equals(idField) || leadsTo(name, idField)) {
        f.id = null;
        f.idType = null;
      }
      if (name.equals(textField) || leadsTo(name, textField)) {
        f.text = null;
        f.textType = null;
        f.fingerprint = null;
      }
      if (name.equals(idField)) {
        f.id =
            t == JsonToken.VALUE_STRING
                ? p.getText()
                : t == JsonToken.VALUE_NUMBER_INT ? p.getNumberValue().toString() : null;
        f.idType = f.id == null ? typeName(t) : null;
      }
      if (name.equals(textField)) {
        if (t == JsonToken.VALUE_STRING) {
          int from = (int) p.currentTokenLocation().getByteOffset();
          f.text = p.getText();
          int to = (int) p.currentLocation().getByteOffset();
          f.fingerprint = SourceDocument.Fingerprint.of(line, from, to);
        } else {
          f.textType = typeName(t);
        }
      }
      if (t == JsonToken.START_OBJECT && (leadsTo(name, idField) || leadsTo(name, textField))) {
        readObject(p, name + ".", f, line);
      } else {
        p.skipChildren();
      }
    }
  }

  /** Why a file with {@code lines} lines and nothing but white space is skipped. */
  static String emptyFile(int lines) {
    return lines == 0 ? "empty file" : "empty file (" + lines + " blank lines, no record)";
  }

  /** The JSON type of a value that starts with {@code t}, in words ("a number", "an array"). */
  private static String typeName(JsonToken t) {
    return switch (t) {
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
      case START_ARRAY -> "an array";
      case START_OBJECT -> "an object";
      case VALUE_TRUE, VALUE_FALSE -> "a boolean";
      case VALUE_NULL -> "null";
      default -> "not a string";
    };
  }

  private static boolean leadsTo(String path, String field) {
    return field.length() > path.length()
        && field.startsWith(path)
        && field.charAt(path.length()) == '.';
  }

  @Override
  public long size() {
    return -1;
  }

  /** The lines of a stream as bytes, without their terminator (LF, CR or CR LF). */
  public static final class ByteLines {
    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private boolean skipLf;
    private byte[] line = new byte[1 << 12];
    private int length;
    private final long maxLength;
    private boolean tooLong;

    public ByteLines(InputStream in) {
      this(in, DocumentLimit.ARRAY_MAX);
    }

    /**
     * Lines of at most {@code maxLength} bytes are kept; of a longer one only that it was too long.
     */
    public ByteLines(InputStream in, long maxLength) {
      this.in = in;
      this.maxLength = maxLength;
    }

    /** Whether the current line was longer than the limit (its bytes are not kept). */
    boolean tooLong() {
      return tooLong;
    }

    /** Reads the next line; false at the end of the stream. */
    public boolean next() throws IOException {
      length = 0;
      tooLong = false;
      boolean any = false;
      while (true) {
        if (pos == limit) {
          limit = in.read(buf, 0, buf.length);
          pos = 0;
          if (limit <= 0) {
            limit = 0;
            return any;
          }
        }
        if (skipLf) {
          skipLf = false;
          if (buf[pos] == '\n') {
            pos++;
            continue;
          }
        }
        int start = pos;
        pos = Bytes.indexOfEither(buf, pos, limit, (byte) '\n', (byte) '\r');
        append(start, pos - start);
        any = true;
        if (pos < limit) {
          skipLf = buf[pos++] == '\r';
          return true;
        }
      }
    }

    private void append(int from, int n) {
      if (tooLong || length + (long) n > maxLength) {
        tooLong = true;
        length = 0;
        return;
      }
      if (length + n > line.length) {
        line = Arrays.copyOf(line, Math.max(line.length * 2, length + n));
      }
      System.arraycopy(buf, from, line, length, n);
      length += n;
    }

    public byte[] bytes() {
      return line;
    }

    public int length() {
      return length;
    }

    /**
     * Whether the line holds only whitespace (as {@link String#isBlank()} on its UTF-8 decoding).
     */
    boolean isBlank() {
      for (int i = 0; i < length; i++) {
        byte b = line[i];
        if (b < 0) {
          return new String(line, 0, length, StandardCharsets.UTF_8).isBlank();
        }
        if (!Character.isWhitespace(b)) {
          return false;
        }
      }
      return true;
    }
  }
}
