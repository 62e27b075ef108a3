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
package org.spotsigs.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A closed-loop search load on one HTTP endpoint: {@code clients} threads, each sending the next
 * request body of a file (one JSON body per line, taken round-robin from a shared counter) and
 * waiting for its answer before the next, for {@code seconds} (after {@code warmup} seconds whose
 * answers are not counted) or until {@code max} requests are done. Prints one TSV line: clients,
 * requests, seconds, queries per second, the median and 99th percentile latency in milliseconds,
 * the total hits of all answers. Any answer other than 200 stops the run with its body.
 *
 * <p>Usage: {@code SearchLoad URL BODIES CLIENTS SECONDS WARMUP MAX}
 */
public final class SearchLoad {
  private SearchLoad() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 6) {
      throw new IllegalArgumentException("usage: SearchLoad URL BODIES CLIENTS SECONDS WARMUP MAX");
    }
    URI uri = URI.create(args[0]);
    List<String> bodies = new ArrayList<>();
    for (String line : Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8)) {
      if (!line.isBlank()) {
        bodies.add(line);
      }
    }
    if (bodies.isEmpty()) {
      throw new IllegalArgumentException(args[1] + " holds no request bodies");
    }
    int clients = Integer.parseInt(args[2]);
    double seconds = Double.parseDouble(args[3]);
    double warmup = Double.parseDouble(args[4]);
    long max = Long.parseLong(args[5]);
    Result r = run(uri, bodies, clients, seconds, warmup, max);
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    out.printf(
        Locale.ROOT,
        "%d\t%d\t%.3f\t%.1f\t%.2f\t%.2f\t%d%n",
        clients,
        r.requests,
        r.seconds,
        r.requests / r.seconds,
        r.p50,
        r.p99,
        r.hits);
  }

  private record Result(long requests, double seconds, double p50, double p99, long hits) {}

  private static Result run(
      URI uri, List<String> bodies, int clients, double seconds, double warmup, long max)
      throws InterruptedException {
    try (HttpClient http =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build()) {
      return run(http, uri, bodies, clients, seconds, warmup, max);
    }
  }

  private static Result run(
      HttpClient http,
      URI uri,
      List<String> bodies,
      int clients,
      double seconds,
      double warmup,
      long max)
      throws InterruptedException {
    AtomicInteger next = new AtomicInteger();
    AtomicLong counted = new AtomicLong();
    AtomicLong hits = new AtomicLong();
    long start = System.nanoTime();
    long measureFrom = start + (long) (warmup * 1e9);
    long end = measureFrom + (long) (seconds * 1e9);
    long[][] latencies = new long[clients][];
    int[] sizes = new int[clients];
    Throwable[] failure = new Throwable[1];
    List<Thread> threads = new ArrayList<>();
    for (int c = 0; c < clients; c++) {
      int client = c;
      latencies[c] = new long[1 << 16];
      Thread t =
          new Thread(
              () -> {
                try {
                  while (failure[0] == null) {
                    long now = System.nanoTime();
                    if (now >= end || counted.get() >= max) {
                      return;
                    }
                    String body = bodies.get(Math.floorMod(next.getAndIncrement(), bodies.size()));
                    HttpRequest request =
                        HttpRequest.newBuilder(uri)
                            .timeout(Duration.ofMinutes(2))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                            .build();
                    long t0 = System.nanoTime();
                    HttpResponse<String> response =
                        http.send(request, HttpResponse.BodyHandlers.ofString());
                    long t1 = System.nanoTime();
                    if (response.statusCode() != 200) {
                      throw new IOException(
                          "HTTP "
                              + response.statusCode()
                              + " for "
                              + body
                              + ": "
                              + response.body());
                    }
                    if (t0 >= measureFrom && t1 <= end) {
                      counted.incrementAndGet();
                      hits.addAndGet(totalHits(response.body()));
                      if (sizes[client] == latencies[client].length) {
                        latencies[client] = Arrays.copyOf(latencies[client], 2 * sizes[client]);
                      }
                      latencies[client][sizes[client]++] = t1 - t0;
                    }
                  }
                } catch (IOException | InterruptedException | RuntimeException e) {
                  synchronized (failure) {
                    if (failure[0] == null) {
                      failure[0] = e;
                    }
                  }
                }
              },
              "search-load-" + c);
      threads.add(t);
      t.start();
    }
    for (Thread t : threads) {
      t.join();
    }
    if (failure[0] != null) {
      throw new IllegalStateException("the load stopped: " + failure[0].getMessage(), failure[0]);
    }
    double elapsed = (Math.min(System.nanoTime(), end) - measureFrom) / 1e9;
    int n = 0;
    for (int s : sizes) {
      n += s;
    }
    long[] all = new long[n];
    int at = 0;
    for (int c = 0; c < clients; c++) {
      System.arraycopy(latencies[c], 0, all, at, sizes[c]);
      at += sizes[c];
    }
    Arrays.sort(all);
    double p50 = n == 0 ? 0 : all[(int) Math.min(n - 1, Math.floor(0.50 * n))] / 1e6;
    double p99 = n == 0 ? 0 : all[(int) Math.min(n - 1, Math.floor(0.99 * n))] / 1e6;
    return new Result(n, elapsed, p50, p99, hits.get());
  }

  /** {@code hits.total.value} of a search answer, read without a JSON parser. */
  static long totalHits(String body) {
    int total = body.indexOf("\"total\":{\"value\":");
    if (total < 0) {
      return 0;
    }
    int from = total + "\"total\":{\"value\":".length();
    int to = from;
    while (to < body.length() && Character.isDigit(body.charAt(to))) {
      to++;
    }
    return Long.parseLong(body.substring(from, to));
  }
}
