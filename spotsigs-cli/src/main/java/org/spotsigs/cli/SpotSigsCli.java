package org.spotsigs.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code spotsigs} command: exact near-duplicate detection with spot signatures. */
@Command(
    name = "spotsigs",
    mixinStandardHelpOptions = true,
    versionProvider = SpotSigsCli.Version.class,
    subcommands = {
      IndexCommand.class,
      DedupCommand.class,
      BenchCommand.class,
      QueryCommand.class,
      ClustersCommand.class,
      CommonSignaturesCommand.class,
      EvalCommand.class,
      CommandLine.HelpCommand.class
    },
    description = {
      "Exact near-duplicate detection with spot signatures (SpotSigs, SIGIR 2008) on Apache Lucene.",
      "",
      "Run 'spotsigs help <command>' for the options of a command."
    },
    footer = {
      "",
      "Exit codes:",
      "  0  done",
      "  1  failed (I/O error, unreadable input directory, internal error)",
      "  2  bad command line (unknown option, tau outside (0, 1], ...)",
      "  3  done, but some input documents were bad and were skipped (listed on stderr)"
    })
public final class SpotSigsCli implements Runnable {
  /** Lucene announces its vector support on java.util.logging: noise on a command line (held, so the level sticks). */
  private static final java.util.logging.Logger LUCENE_VECTOR_LOG =
      java.util.logging.Logger.getLogger("org.apache.lucene.internal.vectorization");

  /** Exit code: done, but some inputs were skipped. */
  public static final int EXIT_SKIPPED_INPUT = 3;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "missing command: try 'spotsigs dedup --help'");
  }

  public static void main(String[] args) {
    LUCENE_VECTOR_LOG.setLevel(java.util.logging.Level.WARNING);
    System.exit(execute(args, new PrintWriter(new OutputStreamWriter(System.out, UTF_8), true),
        new PrintWriter(new OutputStreamWriter(System.err, UTF_8), true)));
  }

  /** Runs the command line with the given output streams; returns the exit code. */
  public static int execute(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cl = new CommandLine(new SpotSigsCli());
    cl.setOut(out);
    cl.setErr(err);
    cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
      commandLine.getErr().println("spotsigs: " + (ex.getMessage() == null ? ex.toString() : ex.getMessage()));
      if (System.getenv("SPOTSIGS_DEBUG") != null) {
        ex.printStackTrace(commandLine.getErr());
      }
      commandLine.getErr().flush();
      return CommandLine.ExitCode.SOFTWARE;
    });
    int code = cl.execute(args);
    out.flush();
    err.flush();
    return code;
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
