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

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.logging.LogManager;

/**
 * The configuration of java.util.logging for the command: the JDK's default ({@code
 * conf/logging.properties} of the Java runtime), with Lucene's announcement of its vector support
 * at {@code SEVERE}. Lucene asks on java.util.logging for the incubating vector module, which the
 * launcher does not load (the JVM would warn about it on every run, and the matching does not use
 * it): noise on a command line.
 *
 * <p>{@link SpotSigsCli#main} names this class in the system property {@code
 * java.util.logging.config.class} (unless the user configures logging), and the JDK's LogManager
 * makes one when something first logs. Setting the logger's level in {@code main} instead started
 * the LogManager in every run, which looks for logging services in every jar of the class path:
 * about 20 ms of each command's start, while most commands never log.
 */
public final class QuietLuceneLogging {
  /** The logger of Lucene's vector support. */
  static final String LUCENE_VECTOR_LOGGER = "org.apache.lucene.internal.vectorization";

  /** Made by the LogManager (the system property above); reads the configuration into it. */
  public QuietLuceneLogging() throws IOException {
    Properties config = new Properties();
    Path defaults = Path.of(System.getProperty("java.home"), "conf", "logging.properties");
    if (Files.isReadable(defaults)) {
      try (InputStream in = Files.newInputStream(defaults)) {
        config.load(in);
      }
    } else { // the JDK's defaults, should a runtime come without its file
      config.setProperty("handlers", "java.util.logging.ConsoleHandler");
      config.setProperty(".level", "INFO");
      config.setProperty("java.util.logging.ConsoleHandler.level", "INFO");
      config.setProperty(
          "java.util.logging.ConsoleHandler.formatter", "java.util.logging.SimpleFormatter");
    }
    config.setProperty(LUCENE_VECTOR_LOGGER + ".level", "SEVERE");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    config.store(bytes, null);
    LogManager.getLogManager().readConfiguration(new ByteArrayInputStream(bytes.toByteArray()));
  }

  /**
   * Makes the LogManager use this configuration when it starts, unless the user configures
   * java.util.logging (a configuration class or file in the system properties).
   */
  static void install() {
    if (System.getProperty("java.util.logging.config.class") == null
        && System.getProperty("java.util.logging.config.file") == null) {
      System.setProperty("java.util.logging.config.class", QuietLuceneLogging.class.getName());
    }
  }
}
