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
import java.io.OutputStream;
import java.nio.file.Path;
import org.apache.parquet.HadoopFreeReadOptions;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.schema.MessageType;

/**
 * Copies chosen rows of Parquet files, every column as it is, into a new Parquet file with the same
 * schema (ZSTD pages, through aircompressor: no Hadoop), for a deduplicated dataset written back in
 * its own format. The rows keep their order; values are copied, not re-encoded by hand
 * (parquet-java reads and writes them).
 */
public final class ParquetRowCopy implements AutoCloseable {
  /** Which rows of a file to copy. */
  @FunctionalInterface
  public interface Rows {
    boolean keep(Path file, long row);
  }

  private final OutputStream out;
  private ParquetWriter<Group> writer;
  private MessageType schema;
  private long written;

  /** Rows copied will be written to {@code out} (which the caller closes, after this object). */
  public ParquetRowCopy(OutputStream out) {
    this.out = out;
  }

  /**
   * Copies the rows of {@code file} that {@code rows} keeps; every file copied into one output must
   * have the same schema.
   *
   * @throws IllegalArgumentException if the file's schema differs from the first file's
   */
  public void copy(Path file, Rows rows) throws IOException {
    try (ParquetFileReader reader =
        new ParquetFileReader(
            new LocalInputFile(file), HadoopFreeReadOptions.of(new Decompressors()))) {
      MessageType fileSchema = reader.getFooter().getFileMetaData().getSchema();
      if (writer == null) {
        schema = fileSchema;
        writer =
            ExampleParquetWriter.builder(new StreamOutputFile(out))
                .withConf(new PlainParquetConfiguration())
                .withType(schema)
                .withCodecFactory(new Decompressors())
                .withCompressionCodec(CompressionCodecName.ZSTD)
                .build();
      } else if (!schema.equals(fileSchema)) {
        throw new IllegalArgumentException(
            file + " has another schema than the files before it; they cannot share one output");
      }
      ColumnIOFactory columns = new ColumnIOFactory();
      long row = 0;
      for (PageReadStore group; (group = reader.readNextRowGroup()) != null; ) {
        RecordReader<Group> records =
            columns
                .getColumnIO(fileSchema)
                .getRecordReader(group, new GroupRecordConverter(fileSchema));
        for (long i = 0, n = group.getRowCount(); i < n; i++) {
          Group record = records.read();
          if (rows.keep(file, row++)) {
            writer.write(record);
            written++;
          }
        }
      }
    } catch (RuntimeException e) {
      if (e instanceof IllegalArgumentException) {
        throw e;
      }
      throw new IOException(e.getMessage() == null ? e.toString() : e.getMessage(), e);
    }
  }

  /** The rows written so far. */
  public long written() {
    return written;
  }

  /** Finishes the Parquet file (its last row group and its footer); the output stays open. */
  @Override
  public void close() throws IOException {
    if (writer != null) {
      writer.close();
    }
    out.flush();
  }

  /** Whether a file has been begun (no row copied from no file gives no file at all). */
  public boolean begun() {
    return writer != null;
  }

  /** An output stream as parquet-java's output file (written once, from its start). */
  private static final class StreamOutputFile implements OutputFile {
    private final OutputStream out;

    StreamOutputFile(OutputStream out) {
      this.out = out;
    }

    @Override
    public PositionOutputStream create(long blockSizeHint) {
      return new PositionOutputStream() {
        private long position;

        @Override
        public long getPos() {
          return position;
        }

        @Override
        public void write(int b) throws IOException {
          out.write(b);
          position++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          out.write(b, off, len);
          position += len;
        }

        @Override
        public void flush() throws IOException {
          out.flush();
        }

        @Override
        public void close() {
          // the caller's stream is closed by ParquetRowCopy.close
        }
      };
    }

    @Override
    public PositionOutputStream createOrOverwrite(long blockSizeHint) {
      return create(blockSizeHint);
    }

    @Override
    public boolean supportsBlockSize() {
      return false;
    }

    @Override
    public long defaultBlockSize() {
      return 0;
    }
  }
}
