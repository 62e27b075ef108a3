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
package org.spotsigs.spark;

import static org.apache.spark.sql.functions.col;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapred.FileSplit;
import org.apache.hadoop.mapred.InputSplit;
import org.apache.hadoop.mapred.TextInputFormat;
import org.apache.spark.api.java.JavaHadoopRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.CollectionAccumulator;
import org.apache.spark.util.LongAccumulator;
import org.spotsigs.html.HtmlCharset;

/**
 * The inputs of the application, as {@code spotsigs dedup} reads them, each with its input order:
 *
 * <ul>
 *   <li>{@code files}: a directory of documents, one per file at any depth (hidden names left out);
 *       the id is the path relative to the directory without the extension (and without {@code .gz}
 *       before it); the order is that of a depth-first walk with each directory's entries sorted by
 *       name. A gzip file is decompressed; a file is decoded as a browser decodes a page ({@link
 *       HtmlCharset}). Empty and binary files (a NUL byte in the first 8 KB) are skipped, as is a
 *       file whose id an earlier file has. The file names are listed on the driver, as Spark's file
 *       sources list theirs; the files are read on the executors.
 *   <li>{@code jsonl}: JSON lines {@code {"id": ..., "text": ...}} (a string or integral id, a
 *       string text; dotted paths reach into nested objects); the order is the file's (files sorted
 *       by path), then the line's offset. Blank lines are passed over; a line that is not such an
 *       object is skipped and reported.
 *   <li>{@code parquet}: the id and text columns of Parquet files; the order is the file's (sorted
 *       by path), then the row's index.
 *   <li>{@code signatures}: JSON lines {@code {"id": ..., "signatures": {"sig": count, ...}}}, as
 *       {@code spotsigs signatures} writes them.
 * </ul>
 *
 * A repeated id is skipped after its first document (by {@link SparkDedup}), as on the command
 * line. A JSON line is read by {@link JsonLineDocuments}.
 */
final class Inputs implements Serializable {
  private static final long serialVersionUID = 1L;

  static final StructType TEXTS =
      new StructType()
          .add("order", DataTypes.LongType, false)
          .add("id", DataTypes.StringType, false)
          .add("text", DataTypes.StringType, false);

  static final StructType SIGNATURES =
      new StructType()
          .add("order", DataTypes.LongType, false)
          .add("id", DataTypes.StringType, false)
          .add(
              "signatures",
              DataTypes.createMapType(DataTypes.StringType, DataTypes.IntegerType),
              false);

  static final StructType LINES =
      new StructType()
          .add("order", DataTypes.LongType, false)
          .add("line", DataTypes.StringType, false);

  /** The most problems kept as messages (every one is counted). */
  private static final int MESSAGES = 20;

  static final int FILE_SHIFT = 40;

  final String format;
  final List<String> paths;
  final String idField;
  final String textField;
  private final LongAccumulator skipped;
  private final CollectionAccumulator<String> problems;

  Inputs(SparkSession spark, String format, List<String> paths, String idField, String textField) {
    this.format = format.toLowerCase(Locale.ROOT);
    if (!List.of("files", "jsonl", "parquet", "signatures").contains(this.format)) {
      throw new IllegalArgumentException(
          "unknown --format '" + format + "': use files, jsonl, parquet or signatures");
    }
    this.paths = List.copyOf(paths);
    this.idField = idField;
    this.textField = textField;
    this.skipped = spark.sparkContext().longAccumulator("spotsigs skipped inputs");
    this.problems = spark.sparkContext().collectionAccumulator("spotsigs input problems");
  }

  boolean isSignatures() {
    return format.equals("signatures");
  }

  long skipped() {
    return skipped.value();
  }

  /** Up to 20 of the problems met, each naming the file and the reason. */
  List<String> problems() {
    List<String> all = new ArrayList<>(problems.value());
    java.util.Collections.sort(all);
    return all.subList(0, Math.min(MESSAGES, all.size()));
  }

  /** Counts an input skipped, and keeps why while fewer than 20 problems are kept. */
  void skip(String where, String reason) {
    skipped.add(1);
    if (problems.value().size() < MESSAGES) {
      problems.add(where + ": " + reason);
    }
  }

  /** The documents: rows of {@link #TEXTS}, or of {@link #SIGNATURES} for signature input. */
  Dataset<Row> documents(SparkSession spark) throws IOException {
    Dataset<Row> docs =
        switch (format) {
          case "files" -> files(spark);
          case "jsonl" -> jsonLines(spark, TEXTS);
          case "signatures" -> jsonLines(spark, SIGNATURES);
          default -> parquet(spark);
        };
    return docs;
  }

  // ---- files

  /** A file to read: its order, id and path. */
  private record Listed(long order, String id, String path) implements Serializable {}

  private Dataset<Row> files(SparkSession spark) throws IOException {
    Configuration conf = spark.sparkContext().hadoopConfiguration();
    List<String[]> found = new ArrayList<>(); // relative path, full path
    for (String input : paths) {
      Path root = new Path(input);
      FileSystem fs = root.getFileSystem(conf);
      if (!fs.exists(root)) {
        throw new IOException("input " + input + " does not exist");
      }
      FileStatus status = fs.getFileStatus(root);
      if (status.isFile()) {
        found.add(new String[] {root.getName(), status.getPath().toString()});
        continue;
      }
      String prefix = status.getPath().toUri().getPath();
      prefix = prefix.endsWith("/") ? prefix : prefix + "/";
      RemoteIterator<LocatedFileStatus> it = fs.listFiles(root, true);
      while (it.hasNext()) {
        LocatedFileStatus f = it.next();
        String full = f.getPath().toUri().getPath();
        String relative = full.startsWith(prefix) ? full.substring(prefix.length()) : full;
        if (Arrays.stream(relative.split("/")).noneMatch(p -> p.startsWith("."))) {
          found.add(new String[] {relative, f.getPath().toString()});
        }
      }
    }
    found.sort((a, b) -> compareComponents(a[0], b[0]));
    List<Listed> listed = new ArrayList<>(found.size());
    Map<String, String> ids = new HashMap<>();
    for (String[] f : found) {
      String id = stripExtension(f[0]);
      String other = ids.putIfAbsent(id, f[1]);
      if (other != null) {
        skip(f[1], "id '" + id + "' is already taken by " + other);
        continue;
      }
      listed.add(new Listed(listed.size(), id, f[1]));
    }
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    int slices = Math.max(jsc.defaultParallelism(), Math.min(listed.size() / 256 + 1, 100_000));
    JavaRDD<Row> rows =
        jsc.parallelize(listed, Math.max(1, Math.min(slices, Math.max(1, listed.size()))))
            .mapPartitions(this::readFiles);
    return spark.createDataFrame(rows, TEXTS);
  }

  private Iterator<Row> readFiles(Iterator<Listed> files) {
    Configuration conf = new Configuration();
    return new MappedRows<Listed>(files) {
      @Override
      Row map(Listed f) {
        String text = readFile(new Path(f.path()), conf);
        return text == null ? null : RowFactory.create(f.order(), f.id(), text);
      }
    };
  }

  /** The text of a file, or null when it is skipped (and reported). */
  private String readFile(Path path, Configuration conf) {
    byte[] bytes;
    try {
      FileSystem fs = path.getFileSystem(conf);
      try (FSDataInputStream in = fs.open(path)) {
        bytes = in.readAllBytes();
      }
      if (bytes.length >= 2 && (bytes[0] & 0xff) == 0x1f && (bytes[1] & 0xff) == 0x8b) {
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
          bytes = in.readAllBytes();
        }
      }
    } catch (IOException e) {
      skip(path.toString(), "cannot read: " + e.getMessage());
      return null;
    }
    if (bytes.length == 0) {
      skip(path.toString(), "empty file");
      return null;
    }
    for (int i = 0; i < Math.min(bytes.length, 8192); i++) {
      if (bytes[i] == 0) {
        skip(path.toString(), "binary file (NUL byte at offset " + i + ")");
        return null;
      }
    }
    return HtmlCharset.decode(bytes, 0, bytes.length, null);
  }

  /** Relative paths in the order of a depth-first walk with each directory sorted by name. */
  static int compareComponents(String a, String b) {
    String[] x = a.split("/");
    String[] y = b.split("/");
    for (int i = 0; i < Math.min(x.length, y.length); i++) {
      int c = x[i].compareTo(y[i]);
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(x.length, y.length);
  }

  /** The id of a relative path: without a {@code .gz} suffix, then without its extension. */
  static String stripExtension(String relative) {
    String r = relative;
    if (r.toLowerCase(Locale.ROOT).endsWith(".gz") && r.length() > 3) {
      r = r.substring(0, r.length() - 3);
    }
    int slash = r.lastIndexOf('/');
    int dot = r.lastIndexOf('.');
    return dot > slash + 1 ? r.substring(0, dot) : r;
  }

  // ---- JSON lines

  /** The input files of a JSON lines or Parquet input, sorted, each with its index. */
  private Map<String, Integer> fileIndex(SparkSession spark) throws IOException {
    Configuration conf = spark.sparkContext().hadoopConfiguration();
    List<String> files = new ArrayList<>();
    for (String input : paths) {
      Path root = new Path(input);
      FileSystem fs = root.getFileSystem(conf);
      if (!fs.exists(root)) {
        throw new IOException("input " + input + " does not exist");
      }
      for (FileStatus s : fs.listStatus(root)) {
        String name = s.getPath().getName();
        if (s.isFile() && !name.startsWith(".") && !name.startsWith("_")) {
          files.add(s.getPath().toString());
        }
      }
    }
    if (files.isEmpty()) {
      throw new IOException("no input files in " + String.join(", ", paths));
    }
    java.util.Collections.sort(files);
    Map<String, Integer> index = new LinkedHashMap<>();
    for (String f : files) {
      index.putIfAbsent(f, index.size());
    }
    return index;
  }

  /** Lines with their order: rows {@code (order, line)} (blank lines too). */
  Dataset<Row> lines(SparkSession spark) throws IOException {
    Broadcast<Map<String, Integer>> index =
        JavaSparkContext.fromSparkContext(spark.sparkContext())
            .broadcast(new HashMap<>(fileIndex(spark)));
    JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    JavaRDD<Row> rows = null;
    for (String input : paths) {
      @SuppressWarnings("unchecked")
      JavaHadoopRDD<LongWritable, Text> lines =
          (JavaHadoopRDD<LongWritable, Text>)
              jsc.hadoopFile(input, TextInputFormat.class, LongWritable.class, Text.class);
      JavaRDD<Row> part =
          lines.mapPartitionsWithInputSplit(
              (InputSplit split, Iterator<scala.Tuple2<LongWritable, Text>> it) -> {
                Integer file = index.value().get(((FileSplit) split).getPath().toString());
                if (file == null) {
                  throw new IllegalStateException(
                      "file " + ((FileSplit) split).getPath() + " was not listed");
                }
                long base = (long) file << FILE_SHIFT;
                return new Iterator<Row>() {
                  @Override
                  public boolean hasNext() {
                    return it.hasNext();
                  }

                  @Override
                  public Row next() {
                    scala.Tuple2<LongWritable, Text> t = it.next();
                    return RowFactory.create(base | t._1().get(), t._2().toString());
                  }
                };
              },
              true);
      rows = rows == null ? part : rows.union(part);
    }
    return spark.createDataFrame(rows, LINES);
  }

  private Dataset<Row> jsonLines(SparkSession spark, StructType schema) throws IOException {
    boolean signatures = schema == SIGNATURES;
    JsonLineDocuments parser = new JsonLineDocuments(this);
    JavaRDD<Row> docs = lines(spark).javaRDD().mapPartitions(it -> parser.parse(it, signatures));
    return spark.createDataFrame(docs, schema);
  }

  // ---- Parquet

  private Dataset<Row> parquet(SparkSession spark) throws IOException {
    Map<String, Integer> index = fileIndex(spark);
    List<Row> files = new ArrayList<>();
    index.forEach((f, i) -> files.add(RowFactory.create(f, (long) i)));
    Dataset<Row> fileRows =
        spark.createDataFrame(
            files,
            new StructType()
                .add("file_path", DataTypes.StringType, false)
                .add("file_index", DataTypes.LongType, false));
    Dataset<Row> rows =
        spark
            .read()
            .parquet(paths.toArray(String[]::new))
            .select(
                col(idField).cast(DataTypes.StringType).as("id"),
                col(textField).as("text"),
                col("_metadata.file_path").as("file_path"),
                col("_metadata.row_index").as("row_index"));
    return rows.join(org.apache.spark.sql.functions.broadcast(fileRows), "file_path")
        .filter(col("id").isNotNull().and(col("text").isNotNull()))
        .select(
            col("file_index").multiply(1L << FILE_SHIFT).plus(col("row_index")).as("order"),
            col("id"),
            col("text").cast(DataTypes.StringType).as("text"));
  }
}
