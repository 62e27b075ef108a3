package org.spotsigs.opensearch.mapper;

import org.opensearch.index.mapper.MappedFieldType;

/** Finds the {@code spotsigs} field a request names, with messages that say what to fix. */
public final class SpotSigsFields {
  private SpotSigsFields() {}

  /**
   * The field type of {@code field} in {@code index}.
   *
   * @throws IllegalArgumentException (HTTP 400) if the field is not mapped or not of type {@code
   *     spotsigs}
   */
  public static SpotSigsFieldMapper.SpotSigsFieldType require(
      MappedFieldType ft, String field, String index) {
    if (ft == null) {
      throw new IllegalArgumentException(
          "index ["
              + index
              + "] has no field ["
              + field
              + "]; map it as {\"type\": \"spotsigs\"} and index documents into it");
    }
    if (ft instanceof SpotSigsFieldMapper.SpotSigsFieldType s) {
      return s;
    }
    throw new IllegalArgumentException(
        "field ["
            + field
            + "] of index ["
            + index
            + "] is of type ["
            + ft.typeName()
            + "]; near-duplicate matching needs a"
            + " field of type [spotsigs]");
  }
}
