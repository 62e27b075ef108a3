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
# Sourced by the Spark bench scripts (needs ROOT): Spark 4.2.0 from this build, without a Spark
# distribution. spark_build makes the application jar (spotsigs-spark/target/*-app.jar) and the class
# path of Spark's jars (the module's provided dependencies, from Maven Central); spark_submit runs
# Spark's own SparkSubmit on them (what bin/spark-submit of a distribution runs); spark_cluster_start
# starts a standalone cluster on loopback from Spark's own classes (a master and N workers, each a
# JVM), spark_cluster_stop ends it. Logs and work directories: target/spark-bench/.
SPARK_BENCH="$ROOT/target/spark-bench"
SPARK_APP_JAR=""
SPARK_CP=""
SPARK_MASTER=""
# what Spark opens on Java 17+ (the module's pom has the same list for the tests)
SPARK_OPENS="$(sed -n 's|.*<spark.opens>\(--.*\)</spark.opens>.*|\1|p' "$ROOT/spotsigs-spark/pom.xml" | head -n 1)"

spark_java() {
  "$ROOT/bin/spotsigs" --print-java
}

spark_build() {
  mkdir -p "$SPARK_BENCH"
  SPARK_APP_JAR="$(ls "$ROOT"/spotsigs-spark/target/spotsigs-spark-*-app.jar 2>/dev/null | head -n 1 || true)"
  if [ -z "$SPARK_APP_JAR" ] || [ -n "$(find "$ROOT/lucene-spotsigs/src/main" "$ROOT/spotsigs-html/src/main" \
      "$ROOT/spotsigs-spark/src/main" "$ROOT/spotsigs-spark/pom.xml" -newer "$SPARK_APP_JAR" -print -quit 2>/dev/null)" ]; then
    echo "spark: building spotsigs-spark..." >&2
    (cd "$ROOT" && ./mvnw -q -B -DskipTests -pl spotsigs-spark -am package) >&2
    SPARK_APP_JAR="$(ls "$ROOT"/spotsigs-spark/target/spotsigs-spark-*-app.jar | head -n 1)"
  fi
  # runs use a copy named by its checksum: a build while a run goes on does not change its jar
  local sum
  sum="$(sha256sum "$SPARK_APP_JAR" | cut -c1-12)"
  mkdir -p "$SPARK_BENCH/jars"
  [ -f "$SPARK_BENCH/jars/app-$sum.jar" ] || cp "$SPARK_APP_JAR" "$SPARK_BENCH/jars/app-$sum.jar"
  SPARK_APP_JAR="$SPARK_BENCH/jars/app-$sum.jar"
  local cpfile="$ROOT/spotsigs-spark/target/spark-classpath.txt"
  if [ ! -s "$cpfile" ] || [ "$ROOT/spotsigs-spark/pom.xml" -nt "$cpfile" ]; then
    (cd "$ROOT" && ./mvnw -q -B dependency:build-classpath -pl spotsigs-spark -am -Dmdep.includeScope=provided \
      -Dmdep.outputFile=target/spark-classpath.all) >&2
    tr ':' '\n' < "$ROOT/spotsigs-spark/target/spark-classpath.all" \
      | grep -v -E '/org/spotsigs/|/target/|junit|opentest4j|apiguardian|randomizedtesting' \
      | paste -sd: > "$cpfile"
  fi
  SPARK_CP="$(cat "$cpfile")"
  mkdir -p "$SPARK_BENCH/home/jars" "$SPARK_BENCH/home/bin"
}

# spark_submit [SparkSubmit options] -- [application arguments]; SPARK_DRIVER_MEM (default 2g)
spark_submit() {
  local opts=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do opts+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  # shellcheck disable=SC2086
  "$(spark_java)" -Xmx"${SPARK_DRIVER_MEM:-2g}" $SPARK_OPENS -cp "$SPARK_CP" \
    org.apache.spark.deploy.SparkSubmit --class org.spotsigs.spark.DedupApp \
    --conf spark.driver.host=127.0.0.1 --conf spark.ui.enabled=false "${opts[@]}" "$SPARK_APP_JAR" "$@"
}

# spark_cluster_start WORKERS CORES_PER_WORKER MEMORY_PER_WORKER: sets SPARK_MASTER
spark_cluster_start() {
  local workers=$1 cores=$2 mem=$3 port=7177 java
  java="$(spark_java)"
  mkdir -p "$SPARK_BENCH/cluster"
  export SPARK_HOME="$SPARK_BENCH/home" SPARK_DIST_CLASSPATH="$SPARK_CP" SPARK_LOCAL_IP=127.0.0.1 SPARK_SCALA_VERSION=2.13
  export SPARK_LOCAL_DIRS="$SPARK_BENCH/cluster/local" JAVA_HOME="${java%/bin/java}"
  # shellcheck disable=SC2086
  "$java" -Xmx512m $SPARK_OPENS -cp "$SPARK_CP" org.apache.spark.deploy.master.Master \
    --host 127.0.0.1 --port $port --webui-port 8180 > "$SPARK_BENCH/cluster/master.log" 2>&1 &
  echo $! > "$SPARK_BENCH/cluster/pids"
  SPARK_MASTER="spark://127.0.0.1:$port"
  for w in $(seq 1 "$workers"); do
    mkdir -p "$SPARK_BENCH/cluster/worker$w"
    # shellcheck disable=SC2086
    "$java" -Xmx512m $SPARK_OPENS -cp "$SPARK_CP" org.apache.spark.deploy.worker.Worker \
      --host 127.0.0.1 --cores "$cores" --memory "$mem" --webui-port $((8180 + w)) \
      --work-dir "$SPARK_BENCH/cluster/worker$w" "$SPARK_MASTER" > "$SPARK_BENCH/cluster/worker$w.log" 2>&1 &
    echo $! >> "$SPARK_BENCH/cluster/pids"
  done
  for _ in $(seq 1 240); do
    [ "$(grep -c 'Registering worker' "$SPARK_BENCH/cluster/master.log" 2>/dev/null || true)" -ge "$workers" ] && return 0
    sleep 0.5
  done
  echo "spark: the workers did not register; see $SPARK_BENCH/cluster" >&2
  spark_cluster_stop
  return 1
}

spark_cluster_stop() {
  if [ -f "$SPARK_BENCH/cluster/pids" ]; then
    while read -r pid; do kill "$pid" 2>/dev/null || true; done < "$SPARK_BENCH/cluster/pids"
    rm -f "$SPARK_BENCH/cluster/pids"
  fi
}
