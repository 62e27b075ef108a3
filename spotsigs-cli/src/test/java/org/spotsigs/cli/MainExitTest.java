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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * main returns (instead of calling System.exit) only when no other non-daemon thread is alive,
 * since the JVM would otherwise wait for it.
 */
class MainExitTest {
  @Test
  void aLiveNonDaemonThreadIsSeenAndADaemonOneIsNot() throws Exception {
    boolean before = SpotSigsCli.onlyDaemonThreadsLeft(); // whatever the test runner has running
    CountDownLatch release = new CountDownLatch(1);
    Thread worker = new Thread(() -> await(release), "non-daemon");
    Thread daemon = new Thread(() -> await(release), "daemon");
    daemon.setDaemon(true);
    daemon.start();
    assertEquals(before, SpotSigsCli.onlyDaemonThreadsLeft());
    worker.start();
    assertFalse(SpotSigsCli.onlyDaemonThreadsLeft());
    release.countDown();
    worker.join();
    daemon.join();
    assertEquals(before, SpotSigsCli.onlyDaemonThreadsLeft());
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
