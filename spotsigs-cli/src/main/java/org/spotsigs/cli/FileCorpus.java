package org.spotsigs.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.apache.lucene.analysis.Analyzer;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * A directory of documents, one per file (any depth): a document's id is its path relative to the
 * directory, with '/' separators and without the file extension. Files are read as UTF-8 (bad bytes
 * replaced); empty files and files that look binary (a NUL byte in the first 8 KB) are reported and
 * skipped, as are files whose id another file already has. Hidden files and directories (names
 * starting with '.') are not documents.
 */
final class FileCorpus {
  private FileCorpus() {}

  record Entry(String id, Path path) {}

  /** The files under {@code root} in a stable order (sorted by relative path). */
  static List<Entry> scan(Path root) throws IOException {
    if (!Files.exists(root)) {
      throw new IOException("input " + root + " does not exist");
    }
    if (Files.isRegularFile(root)) {
      return List.of(new Entry(stripExtension(root.getFileName().toString()), root));
    }
    if (!Files.isDirectory(root)) {
      throw new IOException("input " + root + " is neither a file nor a directory");
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(root, FileVisitOption.FOLLOW_LINKS)) {
      files = walk.filter(p -> Files.isRegularFile(p) && !isHidden(root.relativize(p))).sorted().toList();
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    List<Entry> entries = new ArrayList<>(files.size());
    for (Path p : files) {
      String rel = root.relativize(p).toString().replace(p.getFileSystem().getSeparator(), "/");
      entries.add(new Entry(stripExtension(rel), p));
    }
    return entries;
  }

  private static boolean isHidden(Path relative) {
    for (Path part : relative) {
      if (part.toString().startsWith(".")) {
        return true;
      }
    }
    return false;
  }

  static String stripExtension(String relative) {
    int slash = relative.lastIndexOf('/');
    int dot = relative.lastIndexOf('.');
    return dot > slash + 1 ? relative.substring(0, dot) : relative;
  }

  /** Extracts the signatures of every file on {@code threads} threads. */
  static LoadedCorpus load(List<Entry> entries, Analyzer analyzer, int threads, InputProblems problems, Progress progress)
      throws IOException {
    LoadedCorpus corpus = new LoadedCorpus();
    Map<String, Path> seen = new HashMap<>();
    List<Entry> unique = new ArrayList<>(entries.size());
    for (Entry e : entries) {
      Path first = seen.putIfAbsent(e.id(), e.path());
      if (first != null) {
        problems.skipped(e.path().toString(), "id '" + e.id() + "' is already taken by " + first);
      } else {
        unique.add(e);
      }
    }
    SignatureVector[] vectors = new SignatureVector[unique.size()];
    AtomicLong bytes = new AtomicLong();
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
    try {
      List<Future<?>> futures = new ArrayList<>();
      int chunk = Math.max(1, Math.min(256, unique.size() / (threads * 8) + 1));
      for (int from = 0; from < unique.size(); from += chunk) {
        final int start = from;
        final int end = Math.min(unique.size(), from + chunk);
        futures.add(pool.submit(() -> {
          for (int i = start; i < end; i++) {
            vectors[i] = extract(unique.get(i), analyzer, problems, bytes);
            progress.step();
          }
          return null;
        }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IOException("extraction failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
    for (int i = 0; i < unique.size(); i++) {
      if (vectors[i] != null) {
        corpus.add(unique.get(i).id(), vectors[i]);
      }
    }
    corpus.bytes = bytes.get();
    return corpus;
  }

  private static SignatureVector extract(Entry e, Analyzer analyzer, InputProblems problems, AtomicLong bytes) {
    byte[] data;
    try {
      data = Files.readAllBytes(e.path());
    } catch (IOException ex) {
      problems.skipped(e.path().toString(), "cannot read: " + ex.getMessage());
      return null;
    }
    bytes.addAndGet(data.length);
    if (data.length == 0) {
      problems.skipped(e.path().toString(), "empty file");
      return null;
    }
    for (int i = 0, n = Math.min(data.length, 8192); i < n; i++) {
      if (data[i] == 0) {
        problems.skipped(e.path().toString(), "binary file (NUL byte at offset " + i + ")");
        return null;
      }
    }
    String text = new String(data, StandardCharsets.UTF_8);
    return SignatureVector.analyze(analyzer, SpotSigsSchema.DEFAULT_FIELD, text);
  }
}
