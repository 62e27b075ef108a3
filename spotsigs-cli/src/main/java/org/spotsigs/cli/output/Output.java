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

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Where a command writes one of its results: stdout, or a file named by an option. Every file
 * option of every command goes through here, so they all follow the same rules:
 *
 * <ul>
 *   <li>A regular file (or a path where nothing is yet) is written to a temporary file in the same
 *       directory, {@code .NAME.PID-RANDOM.spotsigs-tmp}, created with the usual permissions (0666
 *       less the umask; a file that is replaced keeps its permissions), and renamed over the target
 *       only once it is complete: a failed or interrupted run leaves the old file as it was.
 *       Temporary files are removed on normal and signalled exit; one left by a killed process (its
 *       PID is gone) is removed by the next run that writes into the same directory.
 *   <li>A symbolic link is followed: its target is written (atomically, if a regular file).
 *   <li>A device or a FIFO ({@code /dev/null}, {@code /dev/stdout}, a named pipe) is written
 *       directly, never replaced.
 *   <li>A directory is refused, and so is an output that is also an input of the run, before
 *       anything is read ({@link OutputPlan}).
 *   <li>A failed write is a failed run: {@link Failed} names the output and the reason. A reader
 *       that closes a pipe early ({@code | head}) gives a {@link Failed} whose {@link
 *       Failed#brokenPipe()} is true: the command line ends quietly (exit 141, as a process killed
 *       by SIGPIPE).
 * </ul>
 */
public final class Output implements Closeable {
  /** Suffix of temporary files; the part before it is {@code .NAME.PID}. */
  public static final String TEMP_SUFFIX = ".spotsigs-tmp";

  /** Temporary files of this process not yet renamed or removed; the shutdown hook removes them. */
  private static final Set<Path> TEMPS = ConcurrentHashMap.newKeySet();

  private static volatile boolean hookInstalled;

  /**
   * Whether stdout is the process's file descriptor 1 (the command line) or System.out (in-process
   * use).
   */
  private static volatile boolean processStdout;

  private final String name;
  private final Path target;
  private final Path tmp;
  private final OutputStream stream;

  /** Whether close() closes the stream (a device or FIFO opened here; not stdout). */
  private final boolean closeStream;

  private Writer writer;
  private boolean committed;

  /** A write to an output failed; the message names the output and the reason. */
  public static final class Failed extends IOException {
    private final boolean brokenPipe;

    Failed(String output, IOException cause) {
      super("cannot write " + output + ": " + reason(cause), cause);
      this.brokenPipe = isBrokenPipe(cause);
    }

    /** Whether the reader of a pipe went away (nothing is wrong with the run itself). */
    public boolean brokenPipe() {
      return brokenPipe;
    }

    private static String reason(IOException e) {
      String m = e.getMessage();
      return m == null || m.isEmpty() ? e.getClass().getSimpleName() : m;
    }

    private static boolean isBrokenPipe(IOException e) {
      String m = e.getMessage();
      return m != null && (m.contains("Broken pipe") || m.contains("pipe is being closed"));
    }
  }

  private Output(String name, Path target, Path tmp, OutputStream raw, boolean closeStream) {
    this.name = name;
    this.closeStream = closeStream;
    this.target = target;
    this.tmp = tmp;
    this.stream = new Checked(raw, name);
  }

  /**
   * {@code raw}, compressed as the name {@code file} says ({@link OutputCompression}); the file's
   * stream is closed if the compressor cannot be made.
   */
  private static OutputStream compressed(Path file, OutputStream raw, String name)
      throws IOException {
    try {
      return OutputCompression.of(file).wrap(new Checked(raw, name));
    } catch (IOException | RuntimeException e) {
      raw.close();
      throw e;
    }
  }

  /**
   * From now on stdout is file descriptor 1, unbuffered by {@link PrintStream} (whose errors go
   * unseen).
   */
  public static void useProcessStdout() {
    processStdout = true;
  }

  /** Output to {@code file} (see the class comment), or to stdout when {@code file} is null. */
  public static Output open(Path file) throws IOException {
    if (file == null) {
      OutputStream out =
          processStdout
              ? new FileOutputStream(FileDescriptor.out)
              : new PrintStreamChecks(System.out);
      return new Output("stdout", null, null, out, false);
    }
    Path target = followLinks(file);
    String name = file.equals(target) ? file.toString() : file + " (-> " + target + ")";
    BasicFileAttributes attrs = attributes(target);
    if (attrs != null && attrs.isDirectory()) {
      throw new IOException("output " + name + " is a directory");
    }
    if (attrs != null && !attrs.isRegularFile()) {
      // a device, a FIFO or a socket: written as it is, never replaced
      return new Output(
          name,
          null,
          null,
          compressed(file, Files.newOutputStream(target, StandardOpenOption.WRITE), name),
          true);
    }
    Path dir = target.getParent();
    Files.createDirectories(dir);
    OutputPlan.removeStaleTemps(dir);
    Path tmp = temporary(dir, target.getFileName());
    installHook();
    TEMPS.add(tmp);
    OutputStream out;
    try {
      out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    } catch (IOException e) {
      TEMPS.remove(tmp);
      throw new Failed(name, e);
    }
    return new Output(name, target, tmp, compressed(file, out, name), true);
  }

  /**
   * The path a chain of symbolic links ends at (itself if not a link); a dangling link gives the
   * path it names.
   */
  static Path followLinks(Path file) throws IOException {
    Path p = file.toAbsolutePath();
    for (int hops = 0; Files.isSymbolicLink(p); hops++) {
      if (hops == 40) {
        throw new IOException("output " + file + ": too many levels of symbolic links");
      }
      p = p.getParent().resolve(Files.readSymbolicLink(p));
    }
    return p.normalize();
  }

  private static BasicFileAttributes attributes(Path p) throws IOException {
    try {
      return Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (NoSuchFileException e) {
      return null;
    }
  }

  private static synchronized void installHook() {
    if (!hookInstalled) {
      Runtime.getRuntime()
          .addShutdownHook(
              new Thread(
                  () -> {
                    for (Path p : TEMPS) {
                      try {
                        Files.deleteIfExists(p);
                      } catch (IOException e) {
                        // the process is ending
                      }
                    }
                  },
                  "spotsigs-remove-temp-files"));
      hookInstalled = true;
    }
  }

  /** The output as bytes. */
  public OutputStream stream() {
    return stream;
  }

  /** The output as UTF-8 text (buffered; use either this or {@link #stream()}). */
  public Writer writer() {
    if (writer == null) {
      writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
    }
    return writer;
  }

  /** Marks the output complete; it replaces the target on close. */
  public void commit() {
    committed = true;
  }

  String describe() {
    return name;
  }

  @Override
  public void close() throws IOException {
    if (tmp == null) {
      // stdout, a device or a FIFO: flush what is buffered (errors are failures of the run)
      if (writer != null) {
        writer.flush();
      }
      stream.flush();
      if (closeStream) {
        stream.close();
      }
      return;
    }
    try {
      if (writer != null) {
        writer.close();
      } else {
        stream.close();
      }
      if (committed) {
        if (Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
          PosixFileAttributeView view =
              Files.getFileAttributeView(target, PosixFileAttributeView.class);
          if (view != null) {
            Files.setPosixFilePermissions(tmp, view.readAttributes().permissions());
          }
        }
        try {
          Files.move(
              tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
          throw new Failed(name, e);
        }
      }
    } finally {
      Files.deleteIfExists(tmp);
      TEMPS.remove(tmp);
    }
  }

  /** Turns every write error into a {@link Failed} that names the output. */
  private static final class Checked extends FilterOutputStream {
    private final String name;

    Checked(OutputStream out, String name) {
      super(out);
      this.name = name;
    }

    @Override
    public void write(int b) throws IOException {
      try {
        out.write(b);
      } catch (Failed e) {
        throw e;
      } catch (IOException e) {
        throw new Failed(name, e);
      }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      try {
        out.write(b, off, len);
      } catch (Failed e) {
        throw e;
      } catch (IOException e) {
        throw new Failed(name, e);
      }
    }

    @Override
    public void flush() throws IOException {
      try {
        out.flush();
      } catch (Failed e) {
        throw e;
      } catch (IOException e) {
        throw new Failed(name, e);
      }
    }

    @Override
    public void close() throws IOException {
      try {
        out.close();
      } catch (Failed e) {
        throw e;
      } catch (IOException e) {
        throw new Failed(name, e);
      }
    }
  }

  /** System.out as used in-process: a PrintStream hides its errors, so ask it after every flush. */
  private static final class PrintStreamChecks extends OutputStream {
    private final PrintStream out;

    PrintStreamChecks(PrintStream out) {
      this.out = out;
    }

    @Override
    public void write(int b) {
      out.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      out.write(b, off, len);
    }

    @Override
    public void flush() throws IOException {
      if (out.checkError()) {
        throw new IOException("write error");
      }
    }
  }

  /**
   * Where an output named {@code name} is written in {@code dir} before it is renamed over the
   * target: {@code .NAME.PID-RANDOM} and {@link #TEMP_SUFFIX}, which the next run into the same
   * directory recognises as its own once the process is gone.
   */
  static Path temporary(Path dir, Path name) {
    return dir.resolve(
        "."
            + name
            + "."
            + ProcessHandle.current().pid()
            + "-"
            + Integer.toUnsignedString(ThreadLocalRandom.current().nextInt(), 36)
            + TEMP_SUFFIX);
  }
}
