/**
 * The {@code spotsigs} field type ({@link org.spotsigs.opensearch.mapper.SpotSigsFieldMapper}):
 * text (or signature counts) in, the library's {@link org.spotsigs.index.SpotSigsSchema} fields
 * out, with length sub-fields that can sort the index ({@link
 * org.spotsigs.opensearch.mapper.LengthIndexFieldData}); {@link
 * org.spotsigs.opensearch.mapper.SpotSigsFields} checks that a field is of this type.
 */
package org.spotsigs.opensearch.mapper;
