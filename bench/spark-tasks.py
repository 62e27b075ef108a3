#!/usr/bin/env python3
# Copyright 2026 the lucene-spotsigs authors
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
#     http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
"""Task times per stage from a Spark event log (spark.eventLog.enabled): for every stage with at
least MIN_TASKS tasks, its tasks, the median and the longest task time (launch to finish, ms) and
their ratio; then the largest ratio of all. Usage: bench/spark-tasks.py EVENT_LOG [MIN_TASKS]"""
import json
import statistics
import sys

path = sys.argv[1]
min_tasks = int(sys.argv[2]) if len(sys.argv) > 2 else 4
times = {}
names = {}
with open(path, encoding="utf-8") as f:
    for line in f:
        e = json.loads(line)
        kind = e.get("Event")
        if kind == "SparkListenerTaskEnd":
            info = e["Task Info"]
            if info.get("Failed") or info.get("Killed"):
                continue
            key = (e["Stage ID"], e["Stage Attempt ID"])
            times.setdefault(key, []).append(info["Finish Time"] - info["Launch Time"])
        elif kind == "SparkListenerStageCompleted":
            s = e["Stage Info"]
            names[(s["Stage ID"], s["Stage Attempt ID"])] = s["Stage Name"]
print("| stage | what | tasks | median (ms) | longest (ms) | longest / median |")
print("|---|---|---|---|---|---|")
worst = (0, None)
for key in sorted(times):
    t = times[key]
    if len(t) < min_tasks:
        continue
    med = statistics.median(t)
    ratio = max(t) / med if med > 0 else float("inf")
    if ratio > worst[0]:
        worst = (ratio, key)
    print(f"| {key[0]} | {names.get(key, '?')} | {len(t)} | {med:.0f} | {max(t)} | {ratio:.2f} |")
all_times = [x for t in times.values() for x in t]
print()
print(f"worst stage: {worst[1][0] if worst[1] else '-'} at {worst[0]:.2f}; all {len(all_times)} tasks:"
      f" median {statistics.median(all_times):.0f} ms, longest {max(all_times)} ms")
