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
package org.spotsigs.parquet;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.parquet.HadoopFreeReadOptions;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

/**
 * Reads an id column and a text column from a local Parquet file, row by row, with parquet-java and
 * without Hadoop ({@code LocalInputFile}, {@link HadoopFreeReadOptions}, {@link Decompressors}).
 * Only the two columns are read from disk (a projection).
 *
 * <p>A column is named by its field name, or by a dotted path into nested groups ({@code
 * meta.content}); a top-level field whose name contains the dots wins over the path. The text
 * column must hold strings (BINARY, any or no logical type, decoded as UTF-8, bad bytes replaced);
 * the id column strings or integers (INT32, INT64). Repeated fields (lists) are refused. A row
 * whose value is null (or whose enclosing group is) gets null.
 *
 * <p>A text longer than a limit is cut there (at a character boundary) before it is decoded, and
 * the sink is told. parquet-java reads a page of values whole, so a huge cell has been read into
 * memory by then; the limit bounds what is decoded and handed on, not what parquet-java reads.
 */
public final class ParquetTextReader {
  /** Receives the rows of a file in order. */
  @FunctionalInterface
  public interface RowSink {
    /**
     * @param row the row number in the file, from 0
     * @param id the id, or null if the row has none
     * @param text the text, or null if the row has none
     */
    void accept(long row, String id, String text) throws IOException, InterruptedException;

    /**
     * Called before {@link #accept} for a row whose text was longer than the limit and is cut.
     *
     * @param row the row number in the file, from 0
     * @param bytes the length of the whole text in UTF-8 bytes
     */
    default void truncated(long row, int bytes) throws IOException, InterruptedException {}
  }

  private ParquetTextReader() {}

  /** {@link #read(Path, String, String, int, RowSink)} with no limit on the text. */
  public static void read(Path file, String idColumn, String textColumn, RowSink sink)
      throws IOException, InterruptedException {
    read(file, idColumn, textColumn, Integer.MAX_VALUE, sink);
  }

  /**
   * Hands every row of {@code file} to {@code sink}, the text cut to at most {@code maxTextBytes}
   * bytes of UTF-8 (the sink's {@link RowSink#truncated} is told).
   *
   * @throws IllegalArgumentException naming the columns of the file if a column is missing or of a
   *     type that cannot be read as asked
   * @throws IOException if the file cannot be read or is not Parquet
   */
  public static void read(
      Path file, String idColumn, String textColumn, int maxTextBytes, RowSink sink)
      throws IOException, InterruptedException {
    if (maxTextBytes < 0) {
      throw new IllegalArgumentException("maxTextBytes must be >= 0, got " + maxTextBytes);
    }
    try (ParquetFileReader reader =
        new ParquetFileReader(
            new LocalInputFile(file), HadoopFreeReadOptions.of(new Decompressors()))) {
      MessageType schema = reader.getFooter().getFileMetaData().getSchema();
      Column id = Column.find(schema, idColumn, true);
      Column text = Column.find(schema, textColumn, false);
      MessageType requested = id.projection(schema).union(text.projection(schema));
      reader.setRequestedSchema(requested);
      ColumnIOFactory columns = new ColumnIOFactory();
      long row = 0;
      for (PageReadStore group; (group = reader.readNextRowGroup()) != null; ) {
        RecordReader<Group> records =
            columns
                .getColumnIO(requested, schema)
                .getRecordReader(group, new GroupRecordConverter(requested));
        for (long i = 0, n = group.getRowCount(); i < n; i++) {
          Group record = records.read();
          Binary t = text.binary(record);
          if (t != null && t.length() > maxTextBytes) {
            sink.truncated(row, t.length());
            t = t.slice(0, characterStart(t, maxTextBytes));
          }
          sink.accept(row++, id.value(record), t == null ? null : t.toStringUsingUTF8());
        }
      }
    } catch (RuntimeException e) {
      if (e instanceof IllegalArgumentException || e instanceof UnsupportedOperationException) {
        throw e;
      }
      // parquet-java reports a corrupt file or page with unchecked exceptions
      throw new IOException(e.getMessage() == null ? e.toString() : e.getMessage(), e);
    }
  }

  /**
   * {@code at}, or the start of the UTF-8 character that byte {@code at} of {@code b} is inside of
   * (a cut there splits no character; at most 3 bytes back, as far as a character reaches).
   */
  static int characterStart(Binary b, int at) {
    ByteBuffer bytes = b.toByteBuffer();
    int n = at;
    while (n > 0 && at - n < 3 && (bytes.get(bytes.position() + n) & 0xc0) == 0x80) {
      n--;
    }
    return n;
  }

  /** A column to read: its path in the file's schema and its leaf type. */
  private record Column(String[] path, PrimitiveType.PrimitiveTypeName type) {
    static Column find(MessageType schema, String name, boolean integersToo) {
      String[] path = schema.containsField(name) ? new String[] {name} : name.split("\\.", -1);
      Type t = schema;
      for (String part : path) {
        if (t.isPrimitive() || !t.asGroupType().containsField(part)) {
          throw new IllegalArgumentException(
              "no column '" + name + "'; the file has " + leaves(schema));
        }
        t = t.asGroupType().getType(part);
        if (t.isRepetition(Type.Repetition.REPEATED)) {
          throw new IllegalArgumentException(
              "column '" + name + "' is repeated (a list); give a column with one value per row");
        }
      }
      if (!t.isPrimitive()) {
        throw new IllegalArgumentException(
            "column '" + name + "' is a group; its columns are " + leaves(schema));
      }
      PrimitiveType.PrimitiveTypeName type = t.asPrimitiveType().getPrimitiveTypeName();
      boolean ok =
          type == PrimitiveType.PrimitiveTypeName.BINARY
              || integersToo
                  && (type == PrimitiveType.PrimitiveTypeName.INT32
                      || type == PrimitiveType.PrimitiveTypeName.INT64);
      if (!ok) {
        throw new IllegalArgumentException(
            "column '"
                + name
                + "' holds "
                + type.name().toLowerCase(Locale.ROOT)
                + (integersToo ? " values, not strings or integers" : " values, not strings"));
      }
      return new Column(path, type);
    }

    /** The file's schema cut down to this column. */
    MessageType projection(MessageType schema) {
      return new MessageType(schema.getName(), project(schema, 0));
    }

    private Type project(GroupType parent, int depth) {
      Type t = parent.getType(path[depth]);
      return depth == path.length - 1
          ? t
          : t.asGroupType().withNewFields(project(t.asGroupType(), depth + 1));
    }

    /**
     * The group of {@code record} (read with a projection that holds this column) that holds this
     * column's value, or null if the value is null.
     */
    private Group holder(Group record) {
      Group g = record;
      for (int i = 0; i < path.length - 1; i++) {
        if (g.getFieldRepetitionCount(path[i]) == 0) {
          return null;
        }
        g = g.getGroup(path[i], 0);
      }
      return g.getFieldRepetitionCount(leaf()) == 0 ? null : g;
    }

    private String leaf() {
      return path[path.length - 1];
    }

    /** This column's value in {@code record} as a string, or null. */
    String value(Group record) {
      Group g = holder(record);
      if (g == null) {
        return null;
      }
      return switch (type) {
        case INT32 -> Integer.toString(g.getInteger(leaf(), 0));
        case INT64 -> Long.toString(g.getLong(leaf(), 0));
        default -> g.getBinary(leaf(), 0).toStringUsingUTF8();
      };
    }

    /** The bytes of this (BINARY) column's value in {@code record}, or null. */
    Binary binary(Group record) {
      Group g = holder(record);
      return g == null ? null : g.getBinary(leaf(), 0);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Column c && Arrays.equals(path, c.path) && type == c.type;
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(path) * 31 + type.hashCode();
    }

    @Override
    public String toString() {
      return String.join(".", path);
    }
  }

  /** The readable columns of a schema, as dotted paths. */
  private static String leaves(MessageType schema) {
    List<String> names = new ArrayList<>();
    for (String[] p : schema.getPaths()) {
      names.add(String.join(".", p));
    }
    return names.isEmpty() ? "no columns" : "columns " + String.join(", ", names);
  }
}
