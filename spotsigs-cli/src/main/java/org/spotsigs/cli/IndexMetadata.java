package org.spotsigs.cli;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.Directory;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.search.Measure;

/**
 * What a spotsigs index built by {@code spotsigs index} records about itself (in its commit user
 * data): the analysis settings its documents were analyzed with and the measure it is sorted by, so
 * that later commands analyze queries the same way.
 */
record IndexMetadata(AnalysisSettings analysis, Measure sortMeasure) {
  static final String ID = "id";
  static final String SOURCE = "source";
  private static final String ANALYSIS_KEY = "spotsigs.analysis";
  private static final String MEASURE_KEY = "spotsigs.sortMeasure";

  SpotSigsSchema schema() {
    return SpotSigsSchema.of(SpotSigsSchema.DEFAULT_FIELD, sortMeasure);
  }

  Map<String, String> userData() {
    Map<String, String> data = new HashMap<>();
    data.put(ANALYSIS_KEY, analysis.toJson());
    data.put(MEASURE_KEY, sortMeasure.name());
    return data;
  }

  void storeIn(IndexWriter writer) {
    writer.setLiveCommitData(userData().entrySet());
  }

  /** The metadata of the index in {@code dir}, or null if it has no index. */
  static IndexMetadata read(Directory dir) throws IOException {
    if (!DirectoryReader.indexExists(dir)) {
      return null;
    }
    Map<String, String> data = SegmentInfos.readLatestCommit(dir).getUserData();
    String analysis = data.get(ANALYSIS_KEY);
    if (analysis == null) {
      throw new IllegalArgumentException(
          "the index in "
              + dir
              + " was not built by 'spotsigs index' (no analysis settings recorded)");
    }
    return new IndexMetadata(
        AnalysisSettings.fromJson(analysis),
        Measure.valueOf(data.getOrDefault(MEASURE_KEY, "MULTISET")));
  }
}
