package org.spotsigs.opensearch;

import java.util.Map;
import org.opensearch.ingest.ConfigurationUtils;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Threshold;

/**
 * Reads {@code tau} and {@code measure} from an ingest or search pipeline processor's
 * configuration.
 */
public final class ProcessorConfig {
  private ProcessorConfig() {}

  /**
   * {@code tau}: a number or fraction in (0, 1]; anything else is a configuration error (HTTP 400).
   */
  public static Threshold tau(String type, String tag, Map<String, Object> config) {
    Object value = ConfigurationUtils.readObject(type, tag, config, "tau");
    try {
      return Threshold.parse(String.valueOf(value));
    } catch (IllegalArgumentException e) {
      throw ConfigurationUtils.newConfigurationException(type, tag, "tau", e.getMessage());
    }
  }

  /** {@code measure}: {@code multiset} (default) or {@code set}. */
  public static Measure measure(String type, String tag, Map<String, Object> config) {
    String text = ConfigurationUtils.readStringProperty(type, tag, config, "measure", "multiset");
    try {
      return Measure.forName(text);
    } catch (IllegalArgumentException e) {
      throw ConfigurationUtils.newConfigurationException(type, tag, "measure", e.getMessage());
    }
  }
}
