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
package org.apache.parquet;

import java.util.HashMap;
import org.apache.parquet.bytes.HeapByteBufferAllocator;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.format.converter.ParquetMetadataConverter;

/**
 * Read options of parquet-java made without Hadoop on the class path.
 *
 * <p>parquet-java reads a local file without Hadoop through {@code LocalInputFile} and {@code
 * ParquetFileReader(InputFile, ParquetReadOptions)}, but its options builder (as of 1.18.1) still
 * loads Hadoop classes: it asks {@code ParquetInputFormat} (a Hadoop MapReduce input format) for a
 * record filter and builds Hadoop's compression codecs. This class, in parquet's own package, calls
 * the options' constructor directly with the builder's defaults, no record filter and the given
 * codecs. It is compiled against the parquet-java version the build names, so a change of that
 * constructor breaks the build, not a run.
 */
public final class HadoopFreeReadOptions {
  /** The builder's default {@code parquet.read.allocation.size}. */
  private static final int MAX_ALLOCATION = 8 << 20;

  private HadoopFreeReadOptions() {}

  /** The default read options of parquet-java, with {@code codecs} for decompression. */
  public static ParquetReadOptions of(CompressionCodecFactory codecs) {
    return new ParquetReadOptions(
        false, // useSignedStringMinMax
        true, // useStatsFilter
        true, // useDictionaryFilter
        true, // useRecordFilter
        true, // useColumnIndexFilter
        false, // usePageChecksumVerification
        true, // useBloomFilter
        false, // useOffHeapDecryptBuffer
        false, // useHadoopVectoredIo
        FilterCompat.NOOP,
        ParquetMetadataConverter.NO_FILTER,
        codecs,
        new HeapByteBufferAllocator(),
        MAX_ALLOCATION,
        new HashMap<>(),
        null, // no decryption
        null, // no metrics callback
        new PlainParquetConfiguration());
  }
}
