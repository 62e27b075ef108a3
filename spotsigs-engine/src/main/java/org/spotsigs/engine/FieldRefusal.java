package org.spotsigs.engine;

/** Why a field a request names cannot be matched on: not mapped, or not of type spotsigs. */
public final class FieldRefusal {
  private FieldRefusal() {}

  /**
   * The message for {@code field} of {@code index} whose mapped type is {@code type} (null: not
   * mapped), when a field of type {@code spotsigs} is needed.
   */
  public static String message(String type, String field, String index) {
    if (type == null) {
      return "index ["
          + index
          + "] has no field ["
          + field
          + "]; map it as {\"type\": \"spotsigs\"} and index documents into it";
    }
    return "field ["
        + field
        + "] of index ["
        + index
        + "] is of type ["
        + type
        + "]; near-duplicate matching needs a field of type [spotsigs]";
  }
}
