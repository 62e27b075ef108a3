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
# The spotsigs command in a container, built from this repository: the distribution is made with the
# Maven Wrapper on a JDK image, then unpacked onto a Java runtime (JRE) image. docs/INSTALL.md.
#
#   docker build -t spotsigs .
#   docker run --rm spotsigs dedup --input /opt/spotsigs/src-test-corpora/news-sample/pages --tau 0.3
#   docker run --rm -u "$(id -u):$(id -g)" -v "$PWD:/data" spotsigs dedup --input pages --tau 0.3
#
# (the working directory is /data; SPOTSIGS_JAVA_OPTS passes JVM options, e.g. -e SPOTSIGS_JAVA_OPTS=-Xmx8g)

FROM eclipse-temurin:25-jdk AS build
WORKDIR /src
COPY . .
# the tool's modules only (no tests run, no javadoc), then its tar.gz unpacked into /dist
RUN ./mvnw -B -q -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true -pl spotsigs-cli -am package \
    && mkdir /dist \
    && tar -xzf spotsigs-cli/target/spotsigs-*.tar.gz -C /dist --strip-components=1

FROM eclipse-temurin:25-jre
COPY --from=build /dist /opt/spotsigs
# the launcher's two startup caches, made with this image's Java (else each container would make
# them at its first run): one by a dedup of the bundled sample, the other by any other command
RUN /opt/spotsigs/bin/spotsigs dedup --input /opt/spotsigs/src-test-corpora/news-sample/pages --tau 0.3 >/dev/null \
    && /opt/spotsigs/bin/spotsigs --version \
    && useradd --system --create-home --home-dir /home/spotsigs spotsigs \
    && mkdir /data && chown spotsigs: /data
USER spotsigs
WORKDIR /data
ENTRYPOINT ["/opt/spotsigs/bin/spotsigs"]
CMD ["--help"]
