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
package org.spotsigs.cli;

import java.io.EOFException;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.lucene.index.CorruptIndexException;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexCommit;
import org.apache.lucene.index.IndexFileNames;
import org.apache.lucene.index.IndexFormatTooNewException;
import org.apache.lucene.index.IndexFormatTooOldException;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.LockObtainFailedException;
import org.apache.lucene.util.IOUtils;
import org.spotsigs.cli.input.InputFiles;
import org.spotsigs.io.IndexMetadata;
import picocli.CommandLine;

/**
 * An index directory as the commands use it: what must hold before one is written, and how a
 * damaged one is reported.
 *
 * <p>Lucene's {@code IndexWriter} removes every file of its directory whose name looks like an
 * index file and that no commit references (the leftovers of an interrupted run), so a directory
 * that holds anything else must never be opened for writing. {@link #checkWritable} therefore
 * accepts only
 *
 * <ul>
 *   <li>a directory that does not exist yet, or is empty;
 *   <li>an index built by spotsigs: its commits' files, {@code segments_N}, {@code
 *       pending_segments_N}, {@code write.lock}, and files named as Lucene names its own ({@code
 *       _N.ext} or {@code _N_suffix.ext} with an extension Lucene's codecs write), which are the
 *       leftovers of an interrupted run of spotsigs;
 *   <li>a directory with Lucene's {@code write.lock} and files named as Lucene's own but no commit
 *       yet: the leftovers of a first run interrupted before its first commit;
 * </ul>
 *
 * and refuses, before any work, every other directory (a file of any other name, a subdirectory, a
 * Lucene index that spotsigs did not build), as well as an index directory that is, or lies inside,
 * an input, or holds one.
 */
public final class IndexDirectory {
  private IndexDirectory() {}

  /**
   * The extensions of the files that Lucene's default codec, compound files and temporary files
   * write (a test builds indexes of every kind spotsigs makes and checks that each file has one).
   */
  static final Set<String> LUCENE_EXTENSIONS =
      Set.of(
          "si", "cfs", "cfe", "fnm", "liv", // segment info, compound file, field infos, live docs
          "fdt", "fdx", "fdm", // stored fields
          "tvd", "tvx", "tvm", // term vectors
          "tim", "tip", "tmd", "doc", "pos", "pay", "psm", // terms and postings
          "nvd", "nvm", "dvd", "dvm", "dvs", // norms, doc values and their skip index
          "kdd", "kdi", "kdm", // points
          "vec", "vem", "vex", "veq", "vemq", "vemf", "vemb", "veb", // vectors
          "tmp"); // temporary files of a flush or merge

  /** {@code segments_N}: a commit. */
  private static final Pattern SEGMENTS =
      Pattern.compile(Pattern.quote(IndexFileNames.SEGMENTS) + "_[a-z0-9]+");

  /** {@code pending_segments_N}: a commit being written. */
  private static final Pattern PENDING_SEGMENTS =
      Pattern.compile(Pattern.quote(IndexFileNames.PENDING_SEGMENTS) + "_[a-z0-9]+");

  /** {@code _N.ext}, {@code _N_suffix.ext}: a file Lucene names as its own. */
  private static final Pattern LUCENE_FILE = Pattern.compile("_[a-z0-9]+(?:_[^.]*)?\\.([a-z]+)");

  /**
   * Refuses (a usage error, exit 2) an index directory that must not be written (see the class
   * comment); {@code inputs} are the run's inputs (null entries and standard input are passed
   * over).
   */
  public static void checkWritable(CommandLine.Model.CommandSpec spec, Path dir, Path... inputs)
      throws IOException {
    try {
      refuseInputs(dir, inputs);
      String why = unwritable(dir);
      if (why != null) {
        throw new IllegalArgumentException(why);
      }
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
  }

  private static void refuseInputs(Path dir, Path... inputs) throws IOException {
    Path index = realExisting(dir.toAbsolutePath().normalize());
    for (Path in : inputs) {
      if (in == null || InputFiles.isStdin(in) || !Files.exists(in)) {
        continue;
      }
      Path input = in.toRealPath();
      if (index.startsWith(input) && Files.isDirectory(input)) {
        throw new IllegalArgumentException(
            "the index directory "
                + dir
                + (index.equals(input) ? " is the input " : " is inside the input directory ")
                + in
                + " (writing the index would delete or add files there); put the index elsewhere");
      }
      if (input.startsWith(index)) {
        throw new IllegalArgumentException(
            "the input "
                + in
                + " is inside the index directory "
                + dir
                + " (Lucene would delete files there); put the index elsewhere");
      }
    }
  }

  /** The real path of the longest existing prefix of {@code p}, with the rest appended. */
  private static Path realExisting(Path p) throws IOException {
    if (Files.exists(p)) {
      return p.toRealPath();
    }
    Path parent = p.getParent();
    return parent == null ? p : realExisting(parent).resolve(p.getFileName());
  }

  /** Why the directory must not be written, or null if it may. */
  static String unwritable(Path dir) throws IOException {
    BasicFileAttributes attrs;
    try {
      attrs = Files.readAttributes(dir, BasicFileAttributes.class);
    } catch (NoSuchFileException e) {
      return null;
    }
    if (!attrs.isDirectory()) {
      return "the index directory " + dir + " is not a directory";
    }
    List<String> names = new ArrayList<>();
    List<String> others = new ArrayList<>();
    try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
      for (Path p : ds) {
        String name = p.getFileName().toString();
        if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          names.add(name);
        } else {
          others.add(name + (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) ? "/" : ""));
        }
      }
    }
    if (names.isEmpty() && others.isEmpty()) {
      return null;
    }
    Set<String> referenced = new HashSet<>();
    boolean hasCommit = names.stream().anyMatch(n -> SEGMENTS.matcher(n).matches());
    if (hasCommit) {
      try (FSDirectory fs = FSDirectory.open(dir)) {
        try {
          IndexMetadata.read(fs);
        } catch (IllegalArgumentException e) {
          return "the directory "
              + dir
              + " holds a Lucene index that spotsigs did not build; spotsigs writes only its own"
              + " indexes: use a new or empty directory";
        }
        for (IndexCommit c : DirectoryReader.listCommits(fs)) {
          referenced.addAll(c.getFileNames());
        }
      } catch (IOException | RuntimeException e) {
        throw damaged(e, dir);
      }
    }
    boolean locked = names.contains(IndexWriter.WRITE_LOCK_NAME);
    for (String name : names) {
      if (referenced.contains(name)
          || name.equals(IndexWriter.WRITE_LOCK_NAME)
          || SEGMENTS.matcher(name).matches()
          || PENDING_SEGMENTS.matcher(name).matches()) {
        continue;
      }
      if ((hasCommit || locked) && isLuceneFile(name)) {
        continue; // the leftover of an interrupted run
      }
      others.add(name);
    }
    if (others.isEmpty()) {
      return null;
    }
    others.sort(null);
    String listed = String.join(", ", others.subList(0, Math.min(5, others.size())));
    if (others.size() > 5) {
      listed += String.format(java.util.Locale.ROOT, " and %,d more", others.size() - 5);
    }
    return "the index directory "
        + dir
        + " holds what is not "
        + (hasCommit ? "part of its spotsigs index" : "a spotsigs index")
        + " ("
        + listed
        + "); writing an index there could delete it (Lucene removes unknown files named like"
        + " index files): use a new or empty directory";
  }

  /** Whether {@code name} is named as Lucene names its own files, with an extension it writes. */
  static boolean isLuceneFile(String name) {
    Matcher m = LUCENE_FILE.matcher(name);
    return m.matches() && LUCENE_EXTENSIONS.contains(m.group(1));
  }

  /** An index built by spotsigs, open for reading: its directory, what it records, a reader. */
  public record Opened(FSDirectory directory, IndexMetadata meta, DirectoryReader reader)
      implements AutoCloseable {
    @Override
    public void close() throws IOException {
      try (directory;
          reader) {
        // both closed, the reader first
      }
    }
  }

  /**
   * Opens the index in {@code dir} for reading; with {@code verify}, the checksum of each of its
   * files is checked first ({@link #verify}), for a command that reads all of it anyway. A damaged
   * index, or one in use, fails with {@link #damaged}'s message.
   */
  public static Opened open(Path dir, boolean verify) throws IOException {
    FSDirectory fs = FSDirectory.open(dir);
    DirectoryReader reader = null;
    try {
      IndexMetadata meta = IndexMetadata.read(fs);
      if (meta == null) {
        throw new IOException("no index in " + dir);
      }
      reader = DirectoryReader.open(fs);
      if (verify) {
        verify(reader);
      }
      return new Opened(fs, meta, reader);
    } catch (IOException | RuntimeException e) {
      IOUtils.close(reader, fs); // the index is not used
      if (e instanceof IllegalArgumentException iae) {
        throw iae; // not an index of ours: said so by IndexMetadata
      }
      throw damaged(e, dir);
    }
  }

  /**
   * Checks the checksum of every file of the index {@code reader} reads (Lucene's footers), so that
   * damage is found before it is read as data.
   */
  private static void verify(DirectoryReader reader) throws IOException {
    for (LeafReaderContext leaf : reader.leaves()) {
      leaf.reader().checkIntegrity();
    }
  }

  /**
   * An {@link IndexWriter} on {@code directory} (the index in {@code dir}, checked by {@link
   * #checkWritable}); a lock another run holds fails with a message that says so.
   */
  public static IndexWriter writer(
      org.apache.lucene.store.Directory directory,
      org.apache.lucene.index.IndexWriterConfig config,
      Path dir)
      throws IOException {
    try {
      return new IndexWriter(directory, config);
    } catch (IOException | RuntimeException e) {
      throw damaged(e, dir);
    }
  }

  /** Whether {@code e} (or a cause) says that an index's files are damaged or not Lucene's. */
  public static boolean isDamage(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof CorruptIndexException
          || t instanceof IndexFormatTooOldException
          || t instanceof IndexFormatTooNewException
          || t instanceof EOFException
          || t instanceof NoSuchFileException) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code e}, thrown while the index in {@code dir} was read, as the run's failure: "index
   * damaged: FILE (what)" for a damaged index, "in use by another spotsigs run" for a held lock,
   * else {@code e} itself.
   */
  public static IOException damaged(Throwable e, Path dir) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof LockObtainFailedException) {
        return new IOException(
            "the index "
                + dir
                + " is in use by another spotsigs run (or another program holds its write.lock);"
                + " wait until it ends",
            e);
      }
    }
    if (!isDamage(e) && !(e instanceof IndexOutOfBoundsException)) {
      return e instanceof IOException io ? io : new IOException(e.getMessage(), e);
    }
    String file = damagedFile(e);
    return new IOException(
        "index damaged: "
            + (file == null ? dir.toString() : file)
            + " ("
            + what(e)
            + "); 'spotsigs check-index --index "
            + dir
            + "' checks the whole index",
        e);
  }

  /** The file a corruption exception names, or null. */
  private static String damagedFile(Throwable e) {
    Pattern path = Pattern.compile("path=\"([^\"]+)\"|\\(resource=([^)]*?)\\)|: (/[^ ]+)");
    for (Throwable t = e; t != null; t = t.getCause()) {
      String text =
          t instanceof CorruptIndexException c ? c.getResourceDescription() : t.getMessage();
      if (t instanceof NoSuchFileException nsf && nsf.getFile() != null) {
        return nsf.getFile();
      }
      if (text == null) {
        continue;
      }
      Matcher m = path.matcher(text);
      if (m.find()) {
        for (int g = 1; g <= m.groupCount(); g++) {
          if (m.group(g) != null) {
            return m.group(g);
          }
        }
      }
    }
    return null;
  }

  /** What a corruption exception says, with the file it names: "FILE: what". */
  public static String describe(Throwable e) {
    String file = damagedFile(e);
    return (file == null ? "" : file + ": ") + what(e);
  }

  private static String what(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof CorruptIndexException c) {
        return c.getOriginalMessage();
      }
      if (t instanceof NoSuchFileException) {
        return "a file of the index is missing";
      }
      if (t instanceof EOFException) {
        return "a file of the index ends too early";
      }
      if (t instanceof IndexFormatTooOldException || t instanceof IndexFormatTooNewException) {
        return t.getMessage();
      }
    }
    return e.getClass().getSimpleName() + ": " + e.getMessage();
  }
}
