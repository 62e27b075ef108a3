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
/**
 * The {@code spotsigs} field type ({@link org.spotsigs.opensearch.mapper.SpotSigsFieldMapper}):
 * text (or signature counts) in, the library's {@link org.spotsigs.index.SpotSigsSchema} fields
 * out, with length sub-fields that can sort the index ({@link
 * org.spotsigs.opensearch.mapper.LengthIndexFieldData}); {@link
 * org.spotsigs.opensearch.mapper.SpotSigsFields} checks that a field is of this type.
 */
package org.spotsigs.opensearch.mapper;
