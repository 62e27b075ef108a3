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

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * How the help reads: descriptions are written in the sources as lines for the source's sake; here
 * each run of non-empty lines becomes one paragraph that picocli wraps at the width of the help, so
 * no sentence breaks in the middle of a line (an empty line still separates paragraphs; footers,
 * which hold lists, are left as written). The width is the terminal's (at most {@value #MAX_WIDTH}
 * columns, the most that still reads well) when stdout is a terminal, else 80.
 */
final class HelpLayout {
  static final int DEFAULT_WIDTH = 80;
  static final int MAX_WIDTH = 120;

  /** picocli's narrowest help. */
  private static final int MIN_WIDTH = 55;

  private HelpLayout() {}

  /** Applies the layout to {@code cl} and its subcommands. */
  static void apply(CommandLine cl) {
    int columns = Terminal.columns();
    cl.setUsageHelpWidth(
        columns <= 0 ? DEFAULT_WIDTH : Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, columns)));
    joinDescriptions(cl);
    cl.getHelpSectionMap()
        .put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, HelpLayout::commandList);
    cl.setHelpFactory(
        (spec, scheme) ->
            new CommandLine.Help(spec, scheme) {
              @Override
              public IOptionRenderer createDefaultOptionRenderer() {
                IOptionRenderer plain = super.createDefaultOptionRenderer();
                return (option, labels, colors) -> plain.render(joined(option), labels, colors);
              }
            });
  }

  /** The list of commands, each with its header or else the first sentence of its description. */
  private static String commandList(CommandLine.Help help) {
    java.util.Map<String, CommandLine.Help> commands = help.subcommands();
    if (commands.isEmpty()) {
      return "";
    }
    int names = commands.keySet().stream().mapToInt(String::length).max().orElse(0) + 2;
    int width = help.commandSpec().usageMessage().width();
    CommandLine.Help.TextTable table =
        CommandLine.Help.TextTable.forColumns(
            help.colorScheme(),
            new CommandLine.Help.Column(names + 2, 2, CommandLine.Help.Column.Overflow.SPAN),
            new CommandLine.Help.Column(
                width - names - 2, 2, CommandLine.Help.Column.Overflow.WRAP));
    for (java.util.Map.Entry<String, CommandLine.Help> c : commands.entrySet()) {
      CommandLine.Model.UsageMessageSpec usage = c.getValue().commandSpec().usageMessage();
      String[] text = usage.header().length > 0 ? usage.header() : usage.description();
      table.addRowValues(c.getKey(), text.length == 0 ? "" : firstSentence(text[0]));
    }
    return table.toString();
  }

  /** The text up to the first ". " (or all of it). */
  static String firstSentence(String paragraph) {
    int end = paragraph.indexOf(". ");
    return end < 0 ? paragraph : paragraph.substring(0, end + 1);
  }

  private static void joinDescriptions(CommandLine cl) {
    CommandSpec spec = cl.getCommandSpec();
    spec.usageMessage().description(paragraphs(spec.usageMessage().description()));
    for (CommandLine sub : cl.getSubcommands().values()) {
      joinDescriptions(sub);
    }
  }

  private static OptionSpec joined(OptionSpec option) {
    String[] description = option.description();
    return description.length <= 1
        ? option
        : option.toBuilder().description(paragraphs(description)).build();
  }

  /** Runs of non-empty lines joined with spaces; empty lines kept between them. */
  static String[] paragraphs(String[] lines) {
    List<String> out = new ArrayList<>();
    StringBuilder p = new StringBuilder();
    for (String line : lines) {
      if (line.isBlank()) {
        if (!p.isEmpty()) {
          out.add(p.toString());
          p.setLength(0);
        }
        out.add("");
      } else {
        p.append(p.isEmpty() ? "" : " ").append(line.strip());
      }
    }
    if (!p.isEmpty()) {
      out.add(p.toString());
    }
    return out.toArray(String[]::new);
  }
}
