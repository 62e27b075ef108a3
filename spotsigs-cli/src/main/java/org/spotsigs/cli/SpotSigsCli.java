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

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.util.List;
import org.spotsigs.cli.command.BenchCommand;
import org.spotsigs.cli.command.CheckIndexCommand;
import org.spotsigs.cli.command.ClustersCommand;
import org.spotsigs.cli.command.CommonSignaturesCommand;
import org.spotsigs.cli.command.DedupCommand;
import org.spotsigs.cli.command.EvalCommand;
import org.spotsigs.cli.command.ExplainCommand;
import org.spotsigs.cli.command.ExtractCommand;
import org.spotsigs.cli.command.IndexCommand;
import org.spotsigs.cli.command.QueryCommand;
import org.spotsigs.cli.command.SignaturesCommand;
import org.spotsigs.cli.output.Output;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code spotsigs} command: exact near-duplicate detection with spot signatures. */
@Command(
    name = "spotsigs",
    mixinStandardHelpOptions = true,
    versionProvider = SpotSigsCli.Version.class,
    description = {
      "Exact near-duplicate detection with spot signatures (SpotSigs, SIGIR 2008) on Apache Lucene.",
      "",
      "Run 'spotsigs help <command>' for the options of a command."
    },
    footer = {
      // footers are printed as written (HelpLayout): lines of at most 80 columns
      "",
      "TSV files (pairs, clusters, decisions, query results; read back by 'clusters'):",
      "fields end at a TAB, lines at LF; inside an id, a backslash, TAB, LF and CR are",
      "written \\\\, \\t, \\n and \\r.",
      "",
      "Exit codes:",
      "  0    done",
      "  1    failed (I/O error, damaged index, out of heap, internal error)",
      "  2    bad command line (unknown option, tau outside (0, 1], ...)",
      "  3    done, but some input was skipped or cut (listed on stderr, counted)",
      "  141  stopped early: the reader of stdout went away ('| head'); not an error"
    })
public final class SpotSigsCli implements Runnable {
  /** Exit code: done, but some inputs were skipped. */
  public static final int EXIT_SKIPPED_INPUT = 3;

  /** Exit code: the reader of stdout closed the pipe (as a process killed by SIGPIPE). */
  public static final int EXIT_BROKEN_PIPE = 141;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(
        spec.commandLine(), "missing command (dedup, index, query, ...)");
  }

  public static void main(String[] args) {
    QuietLuceneLogging.install(); // Lucene's vector announcement is noise here
    if (System.getProperty("picocli.disable.closures") == null) {
      // picocli otherwise looks for Groovy's Closure class, which opens every jar of the class
      // path to find it missing (18 ms of each start)
      System.setProperty("picocli.disable.closures", "true");
    }
    Output.useProcessStdout();
    // an error on another thread (a worker out of heap) ends the run with one line, as on main
    Thread.setDefaultUncaughtExceptionHandler(
        (t, e) -> {
          System.err.println("spotsigs: " + describe(e));
          if (System.getenv("SPOTSIGS_DEBUG") != null) {
            e.printStackTrace();
          }
          System.err.flush();
          Runtime.getRuntime().halt(CommandLine.ExitCode.SOFTWARE);
        });
    int code =
        execute(
            args,
            new PrintWriter(new OutputStreamWriter(System.out, UTF_8), true),
            new PrintWriter(new OutputStreamWriter(System.err, UTF_8), true));
    if (code == 0 && onlyDaemonThreadsLeft()) {
      // the JVM ends with 0 once main returns (shutdown hooks run as with System.exit), and
      // System.exit would first set up java.util.logging to log the exit at debug level: 17 ms
      return;
    }
    System.exit(code);
  }

  /** Whether every live thread but the calling one is a daemon (the JVM then ends with main). */
  static boolean onlyDaemonThreadsLeft() {
    ThreadGroup root = Thread.currentThread().getThreadGroup();
    while (root.getParent() != null) {
      root = root.getParent();
    }
    Thread[] threads = new Thread[root.activeCount() + 16];
    int n = root.enumerate(threads, true);
    if (n == threads.length) {
      return false; // more threads than counted: not sure
    }
    for (int i = 0; i < n; i++) {
      Thread t = threads[i];
      if (t != Thread.currentThread() && t.isAlive() && !t.isDaemon()) {
        return false;
      }
    }
    return true;
  }

  /** The commands, in the order of the help. */
  private static final List<Class<?>> COMMANDS =
      List.of(
          IndexCommand.class,
          DedupCommand.class,
          ExtractCommand.class,
          BenchCommand.class,
          QueryCommand.class,
          ClustersCommand.class,
          CommonSignaturesCommand.class,
          SignaturesCommand.class,
          ExplainCommand.class,
          EvalCommand.class,
          CheckIndexCommand.class,
          CommandLine.HelpCommand.class);

  /**
   * The command line of {@code args}. Picocli builds the model of a command from its annotations by
   * reflection, which takes a tenth of a second for all of them on a cold JVM: when the first
   * argument names a command (other than help), only that one is registered; otherwise (help,
   * usage, a mistyped command that gets suggestions) all are.
   */
  static CommandLine commandLine(String[] args) {
    CommandLine cl = new CommandLine(new SpotSigsCli());
    Class<?> only = null;
    if (args.length > 0) {
      for (Class<?> c : COMMANDS) {
        String name = c.getAnnotation(Command.class).name();
        if (name.equals(args[0]) && c != CommandLine.HelpCommand.class) {
          only = c;
        }
      }
    }
    for (Class<?> c : COMMANDS) {
      if (only == null || c == only) {
        cl.addSubcommand(c);
      }
    }
    return cl;
  }

  /** Runs the command line with the given output streams; returns the exit code. */
  public static int execute(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cl = commandLine(args);
    cl.setOut(out);
    cl.setErr(err);
    HelpLayout.apply(cl);
    // a usage error: the message and one line pointing at the help, not the whole help
    cl.setParameterExceptionHandler(
        (ex, arguments) -> {
          PrintWriter e = ex.getCommandLine().getErr();
          e.println("spotsigs: " + ex.getMessage());
          CommandLine.UnmatchedArgumentException.printSuggestions(ex, e);
          e.println(
              "Try '"
                  + ex.getCommandLine().getCommandSpec().qualifiedName()
                  + " --help' for more information.");
          e.flush();
          return ex.getCommandLine().getCommandSpec().exitCodeOnInvalidInput();
        });
    if (args.length > 0 && !args[0].startsWith("-") && !cl.getSubcommands().containsKey(args[0])) {
      // an unknown command (picocli would take one followed by --help as a request for the root's
      // help, and exit 0)
      err.println("spotsigs: unknown command '" + args[0] + "'");
      CommandLine.UnmatchedArgumentException.printSuggestions(
          new CommandLine.UnmatchedArgumentException(cl, List.of(args[0])), err);
      err.println("Try 'spotsigs --help' for the commands.");
      return finish(cl.getCommandSpec().exitCodeOnInvalidInput(), out, err);
    }
    cl.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof Output.Failed f && f.brokenPipe()) {
              return EXIT_BROKEN_PIPE; // the reader has what it wanted: end quietly
            }
            if (t instanceof UsageError u) {
              commandLine.getErr().println("spotsigs: " + u.getMessage());
              commandLine.getErr().flush();
              return commandLine.getCommandSpec().exitCodeOnInvalidInput();
            }
          }
          commandLine.getErr().println("spotsigs: " + describe(ex));
          if (System.getenv("SPOTSIGS_DEBUG") != null) {
            ex.printStackTrace(commandLine.getErr());
          }
          commandLine.getErr().flush();
          return CommandLine.ExitCode.SOFTWARE;
        });
    int code;
    try {
      code = cl.execute(args);
    } catch (OutOfMemoryError e) {
      // an Error is not an exception picocli hands to the handler above
      err.println("spotsigs: " + describe(e));
      if (System.getenv("SPOTSIGS_DEBUG") != null) {
        e.printStackTrace(err);
      }
      code = CommandLine.ExitCode.SOFTWARE;
    }
    return finish(code, out, err);
  }

  /** Flushes the outputs after a run that ended with {@code code}; returns the exit code. */
  private static int finish(int code, PrintWriter out, PrintWriter err) {
    out.flush();
    if (out.checkError() && code != EXIT_BROKEN_PIPE) {
      err.println("spotsigs: cannot write to stdout");
      code = CommandLine.ExitCode.SOFTWARE;
    }
    err.flush();
    return code;
  }

  /** What went wrong, in words: the message, else the cause's, else what kind of failure it is. */
  public static String describe(Throwable ex) {
    for (Throwable t = ex; t != null; t = t.getCause()) {
      if (t instanceof OutOfMemoryError) {
        return MemoryUse.outOfMemory(t);
      }
    }
    for (Throwable t = ex; t != null; t = t.getCause()) {
      String m = t.getMessage();
      if (m != null && t.getCause() != null && m.equals(t.getCause().toString())) {
        continue; // a wrapper that only repeats its cause
      }
      if (m != null && !m.isBlank()) {
        return m;
      }
    }
    return "internal error: "
        + ex.getClass().getName()
        + " (run with SPOTSIGS_DEBUG=1 for the stack trace)";
  }

  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = SpotSigsCli.class.getPackage().getImplementationVersion();
      return new String[] {
        "spotsigs " + (v == null ? "(development build)" : v),
        "Lucene " + org.apache.lucene.util.Version.LATEST + ", Java " + Runtime.version()
      };
    }
  }
}
