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
package org.spotsigs.engine;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.IntConsumer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.shards.ShardPosition;
import org.spotsigs.shards.ShardWindows;

/**
 * An engine for {@link AllPairsRun} over a {@link ShardedIndex}, as a cluster would answer it:
 * every shard has {@code copies} copies on as many "nodes", each node with its own {@link
 * ShardPages} (so a copy that takes over loads its own windows), asked through {@link ShardCopies}.
 * A copy fails a page as unreachable when a seeded hash of the request and the attempt says so (the
 * same whichever thread asks), and every copy of an old cluster state may fail: the request then
 * waits for a newer state, where the hash differs. Pages and scans answer on {@code executor}.
 * Writes (pairs, cluster ids) are recorded.
 */
final class FakeEngine implements PairsEngine {
  static final String INDEX = "idx";

  private final ShardedIndex index;
  private final Threshold tau;
  private final Measure measure;
  private final long batchBytes;
  private final int copies;
  private final int failOneIn;
  private final long salt;
  private final Executor executor;
  private final RunTask task;
  private final Map<String, Long> orderValues;
  private final int scanPage;
  private final ShardPages[][] nodes;

  /** Heap the nodes' windows hold now. */
  final AtomicLong windowBytes = new AtomicLong();

  /** Pages asked for, failovers (a page asked again of another copy), waits for a newer state. */
  final AtomicInteger pagesAsked = new AtomicInteger();

  final AtomicInteger failovers = new AtomicInteger();
  final AtomicInteger waits = new AtomicInteger();

  /** Requests whose first copy asked was not the primary. */
  final AtomicInteger primaryNotFirst = new AtomicInteger();

  /** The documents written into {@code dest}, and the cluster ids written, by id. */
  final List<Map<String, Object>> written = new ArrayList<>();

  final Map<String, String> labels = new ConcurrentHashMap<>();
  final List<String> created = new ArrayList<>();

  /** Called with the number of each page asked for, before it is sent. */
  volatile IntConsumer onPage = n -> {};

  FakeEngine(
      ShardedIndex index,
      Threshold tau,
      Measure measure,
      long batchBytes,
      int copies,
      int failOneIn,
      long salt,
      Executor executor,
      RunTask task,
      Map<String, Long> orderValues,
      int scanPage) {
    this.index = index;
    this.tau = tau;
    this.measure = measure;
    this.batchBytes = batchBytes;
    this.copies = copies;
    this.failOneIn = failOneIn;
    this.salt = salt;
    this.executor = executor;
    this.task = task;
    this.orderValues = orderValues;
    this.scanPage = scanPage;
    this.nodes = new ShardPages[index.shards.length][copies];
    ShardWindows.Memory memory =
        new ShardWindows.Memory() {
          @Override
          public void reserve(long bytes) {
            windowBytes.addAndGet(bytes);
          }

          @Override
          public void release(long bytes) {
            windowBytes.addAndGet(-bytes);
          }
        };
    for (ShardPages[] shard : nodes) {
      for (int c = 0; c < copies; c++) {
        shard[c] = new ShardPages(memory);
      }
    }
  }

  @Override
  public String index() {
    return INDEX;
  }

  @Override
  public void mappedTypes(List<String> fields, Callback<Function<String, String>> types) {
    types.onResponse(
        f ->
            f.equals(index.field())
                ? "spotsigs"
                : f.equals("order") ? "long" : f.equals("text") ? "text" : null);
  }

  @Override
  public synchronized void createIndex(
      String name, Map<String, Object> properties, Callback<Void> done) {
    created.add(name);
    done.onResponse(null);
  }

  @Override
  public void putMapping(Map<String, Object> properties, Callback<Void> done) {
    done.onResponse(null);
  }

  @Override
  public void count(String lengthField, Callback<Long> count) {
    count.onResponse(index.liveCount(lengthField != null));
  }

  @Override
  public void page(int shard, int queryShard, ShardPosition after, Callback<ShardPages.Page> page) {
    onPage.accept(pagesAsked.incrementAndGet());
    ShardCopies.send(new Copies(shard, queryShard, after), task, page);
  }

  /** The copies of shard {@code shard} for one page; the cluster state is a version number. */
  private final class Copies implements ShardCopies.Copies<Integer, Integer, ShardPages.Page> {
    final int shard;
    final int queryShard;
    final ShardPosition after;
    final AtomicInteger sent = new AtomicInteger();
    volatile int version;

    Copies(int shard, int queryShard, ShardPosition after) {
      this.shard = shard;
      this.queryShard = queryShard;
      this.after = after;
    }

    @Override
    public Integer state() {
      return version;
    }

    @Override
    public List<Integer> activeCopies(Integer state) {
      List<Integer> all = new ArrayList<>();
      for (int c = 0; c < copies; c++) {
        all.add(c);
      }
      // in a state-dependent order: the failover must put the primary (copy 0) first itself
      all.sort(Comparator.comparingLong(c -> hash(state, c, 7)));
      return all;
    }

    @Override
    public boolean isPrimary(Integer copy) {
      return copy == 0;
    }

    @Override
    public void send(Integer state, Integer copy, Callback<ShardPages.Page> answer) {
      if (sent.getAndIncrement() == 0 && copy != 0) {
        primaryNotFirst.incrementAndGet();
      } else if (sent.get() > 1) {
        failovers.incrementAndGet();
      }
      executor.execute(
          () -> {
            if (failOneIn > 0 && Math.floorMod(hash(state, copy, 13), failOneIn) == 0) {
              answer.onFailure(new Unreachable("copy " + copy + " of shard " + shard + " left"));
              return;
            }
            ShardPages.Page p;
            try {
              p = compute(nodes[shard][copy], shard, queryShard, after);
            } catch (IOException e) {
              answer.onFailure(e);
              return;
            } catch (RuntimeException e) {
              answer.onFailure(e);
              return;
            }
            answer.onResponse(p);
          });
    }

    @Override
    public boolean unreachable(Exception failure) {
      return failure instanceof Unreachable;
    }

    @Override
    public void awaitNewer(Integer state, Exception lastFailure, Callback<Integer> newer) {
      waits.incrementAndGet();
      if (state > 50) {
        newer.onFailure(new IllegalStateException("no copy answered", lastFailure));
        return;
      }
      version = state + 1;
      executor.execute(() -> newer.onResponse(state + 1));
    }

    private long hash(int state, int copy, int purpose) {
      long h = salt;
      for (long v :
          new long[] {
            shard,
            queryShard,
            after == null ? -1 : after.length(),
            after == null ? -1 : after.key(),
            state,
            copy,
            purpose
          }) {
        h = (h ^ v) * 0x9E3779B97F4A7C15L;
        h ^= h >>> 29;
      }
      return h;
    }
  }

  /** A copy that cannot be reached. */
  static final class Unreachable extends RuntimeException {
    Unreachable(String message) {
      super(message);
    }
  }

  /** A page as a node holding a copy of {@code shard} computes it. */
  private ShardPages.Page compute(ShardPages pages, int shard, int queryShard, ShardPosition after)
      throws IOException {
    var reader = index.shards[shard].reader;
    long[] range = ShardPages.lengthRange(reader, index.shards[shard].schema.lengthField(measure));
    if (range == null) {
      return new ShardPages.Page(new PairPage(), null, 0);
    }
    ShardBatch batch = new ShardBatch();
    batch.next(
        index
            .reader(queryShard, measure)
            .read(
                index.shards[queryShard].reader.leaves(),
                tau.minLength(range[0]),
                range[1],
                after,
                ShardPages.selectionCap(batchBytes),
                (id, length, key, vector) -> batch.add(id, length, key, vector, batchBytes)));
    return pages.page(
        INDEX,
        shard,
        queryShard,
        index.field(),
        tau,
        measure,
        reader,
        index.reader(shard, measure),
        batch,
        batchBytes,
        () -> {
          if (task.isCancelled()) {
            throw task.cancelledFailure();
          }
        });
  }

  @Override
  public synchronized void index(
      String dest, List<Map<String, Object>> documents, Callback<Void> done) {
    assertTrue(created.contains(dest), "pairs go into the index the run created");
    written.addAll(documents);
    done.onResponse(null);
  }

  @Override
  public void refresh(String name, Callback<Void> done) {
    done.onResponse(null);
  }

  @Override
  public void scan(String sortField, ScanPage perPage, Callback<Void> done) {
    List<Hit> hits = new ArrayList<>();
    for (int d = 0; d < index.docs.size(); d++) {
      if (index.live(d)) {
        String id = ShardedIndex.id(d);
        hits.add(new Hit(id, null, sortField == null ? null : orderValues.get(id)));
      }
    }
    if (sortField != null) {
      hits.sort(
          Comparator.comparing(
              (Hit h) -> (Long) h.sortValue(), Comparator.nullsLast(Comparator.naturalOrder())));
    }
    scanFrom(hits, 0, perPage, done);
  }

  private void scanFrom(List<Hit> hits, int from, ScanPage perPage, Callback<Void> done) {
    executor.execute(
        () -> {
          int to = Math.min(hits.size(), from + scanPage);
          perPage.accept(
              List.copyOf(hits.subList(from, to)),
              Callback.of(
                  next -> {
                    if (to == from) {
                      done.onResponse(null);
                    } else {
                      scanFrom(hits, to, perPage, done);
                    }
                  },
                  done::onFailure));
        });
  }

  @Override
  public void update(List<Hit> hits, String field, List<String> values, Callback<Void> done) {
    for (int k = 0; k < hits.size(); k++) {
      assertNull(labels.put(hits.get(k).id(), values.get(k)), "labelled twice");
    }
    done.onResponse(null);
  }

  @Override
  public Executor executor() {
    return executor;
  }

  /** A task that is cancelled when {@link #cancel()} is called. */
  static final class Task implements RunTask {
    private final PairsProgress progress = new PairsProgress();
    private volatile boolean cancelled;
    private volatile Runnable onCancel = () -> {};

    void cancel() {
      cancelled = true;
      onCancel.run();
    }

    @Override
    public boolean isCancelled() {
      return cancelled;
    }

    @Override
    public RuntimeException cancelledFailure() {
      return new IllegalStateException("task cancelled [test]");
    }

    @Override
    public void onCancel(Runnable action) {
      onCancel = action;
      if (cancelled) {
        action.run();
      }
    }

    @Override
    public PairsProgress progress() {
      return progress;
    }
  }
}
