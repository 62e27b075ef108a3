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
package org.spotsigs.index;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.core.Measure;

/**
 * How a document's spot signatures are laid out in a Lucene index, and how to read them back.
 *
 * <p>For a base field name {@code f} (default {@code spotsigs}) a document gets:
 *
 * <ul>
 *   <li>{@code f}: one term per distinct signature, indexed {@code DOCS_AND_FREQS} with the count
 *       as term frequency, no norms;
 *   <li>{@code f.len}: the multiset length (sum of counts) as a point, numeric doc values and
 *       stored;
 *   <li>{@code f.card}: the set length (distinct signatures), likewise;
 *   <li>{@code f.vec}: the {@linkplain ForwardVector forward vector} (binary doc values) used for
 *       exact verification;
 *   <li>{@code f.sum}: a checksum of the vector (numeric doc values), the exact-duplicate shortcut;
 *   <li>{@code f.lang}: the language its signatures were taken in ({@link #languageField()}), when
 *       the analysis recorded one;
 *   <li>{@code f.cluster}: the document's near-duplicate cluster id (numeric doc values; -1 when it
 *       has none yet), so grouping or collapsing can fold near-duplicates at search time. It is
 *       always present so that cluster ids can be written later with doc-values updates;
 *   <li>{@code f.seq} (optional): the document's position in input order (numeric doc values),
 *       written by {@link org.spotsigs.dedup.DeduplicatingWriter} and {@code spotsigs index}, so
 *       that every route names a cluster after the same document, the first in input order ({@link
 *       #inputOrder}).
 * </ul>
 *
 * <p>The index should be sorted by {@link #indexSort()}: the length of the schema's {@linkplain
 * #sortMeasure() measure}, descending. Then every postings list of a segment is ordered by
 * descending length, as Algorithm 1 of the SpotSigs paper wants, and the documents whose length
 * lies in a window form one contiguous range of doc ids per segment. Queries on an index sorted
 * otherwise (or not at all) stay exact, only slower. Immutable and thread-safe.
 */
public final class SpotSigsSchema {
  /** The default base field name. */
  public static final String DEFAULT_FIELD = "spotsigs";

  private static final FieldType SIGNATURE_TYPE = new FieldType();

  static {
    SIGNATURE_TYPE.setIndexOptions(IndexOptions.DOCS_AND_FREQS);
    SIGNATURE_TYPE.setOmitNorms(true);
    SIGNATURE_TYPE.setTokenized(true);
    SIGNATURE_TYPE.setStored(false);
    SIGNATURE_TYPE.freeze();
  }

  private final String field;
  private final Measure sortMeasure;

  private SpotSigsSchema(String field, Measure sortMeasure) {
    if (field == null || field.isEmpty()) {
      throw new IllegalArgumentException("field name must not be empty");
    }
    this.field = field;
    this.sortMeasure = Objects.requireNonNull(sortMeasure, "sortMeasure");
  }

  /**
   * Field {@code spotsigs}, sorted by multiset length.
   *
   * @return the schema on {@link #DEFAULT_FIELD} sorted by {@link Measure#MULTISET} length
   */
  public static SpotSigsSchema defaults() {
    return new SpotSigsSchema(DEFAULT_FIELD, Measure.MULTISET);
  }

  /**
   * A schema on base field {@code field} whose index is sorted by the length under {@code
   * sortMeasure}.
   *
   * @param field the base field name; the other fields are named after it ({@code field.len}, ...)
   * @param sortMeasure the measure whose length the index is sorted by; not null
   * @return the schema
   * @throws IllegalArgumentException if {@code field} is null or empty
   * @throws NullPointerException if {@code sortMeasure} is null
   */
  public static SpotSigsSchema of(String field, Measure sortMeasure) {
    return new SpotSigsSchema(field, sortMeasure);
  }

  /**
   * The signature (terms) field.
   *
   * @return the base field name
   */
  public String field() {
    return field;
  }

  /**
   * The measure whose length the index is sorted by.
   *
   * @return the sort measure
   */
  public Measure sortMeasure() {
    return sortMeasure;
  }

  /**
   * The length field of {@code measure}: {@code f.card} (SET) or {@code f.len} (MULTISET).
   *
   * @param measure the measure whose length the field holds
   * @return the field name
   */
  public String lengthField(Measure measure) {
    return measure == Measure.SET ? field + ".card" : field + ".len";
  }

  /**
   * The forward vector field.
   *
   * @return the field name, {@code f.vec}
   */
  public String vectorField() {
    return field + ".vec";
  }

  /**
   * The checksum field.
   *
   * @return the field name, {@code f.sum}
   */
  public String checksumField() {
    return field + ".sum";
  }

  /**
   * The language field: the {@linkplain SignatureVector#language() language} a document's
   * signatures were taken in (indexed as one term, so a search can filter by it, and sorted doc
   * values); absent when none was recorded.
   *
   * @return the field name, {@code f.lang}
   */
  public String languageField() {
    return field + ".lang";
  }

  /**
   * The cluster id field (numeric doc values; -1 = no cluster).
   *
   * @return the field name, {@code f.cluster}
   */
  public String clusterField() {
    return field + ".cluster";
  }

  /**
   * The input-order field (numeric doc values; optional): a document's position in the order
   * documents were added.
   *
   * @return the field name, {@code f.seq}
   */
  public String sequenceField() {
    return field + ".seq";
  }

  /**
   * The input order of every top-level doc of {@code reader}: its recorded {@link
   * #sequenceField()}, or {@code Long.MAX_VALUE} for a document without one (after all recorded
   * ones; {@link org.spotsigs.dedup.Clusters} breaks ties by doc id). Give it to {@link
   * org.spotsigs.dedup.Clusters#connectedComponents(org.spotsigs.dedup.DedupResult, int, long[])}.
   *
   * @param reader the index, written with this schema
   * @return an array of {@code reader.maxDoc()} positions, indexed by top-level doc id (deleted
   *     documents included)
   * @throws IOException if reading the doc values fails
   */
  public long[] inputOrder(IndexReader reader) throws IOException {
    long[] order = new long[reader.maxDoc()];
    java.util.Arrays.fill(order, Long.MAX_VALUE);
    for (LeafReaderContext ctx : reader.leaves()) {
      NumericDocValues dv = ctx.reader().getNumericDocValues(sequenceField());
      if (dv != null) {
        for (int d = dv.nextDoc(); d != NumericDocValues.NO_MORE_DOCS; d = dv.nextDoc()) {
          order[ctx.docBase + d] = dv.longValue();
        }
      }
    }
    return order;
  }

  /**
   * One more than the largest input position recorded in {@code reader} (0 if none is).
   *
   * @param reader the index, written with this schema
   * @return the input position for the next document added; deleted documents count too
   * @throws IOException if reading the doc values fails
   */
  public long nextSequence(IndexReader reader) throws IOException {
    long max = -1;
    for (LeafReaderContext ctx : reader.leaves()) {
      NumericDocValues dv = ctx.reader().getNumericDocValues(sequenceField());
      if (dv != null) {
        for (int d = dv.nextDoc(); d != NumericDocValues.NO_MORE_DOCS; d = dv.nextDoc()) {
          max = Math.max(max, dv.longValue());
        }
      }
    }
    return max + 1;
  }

  /**
   * The index sort: length under {@link #sortMeasure()}, descending.
   *
   * @return a new sort on {@link #lengthSortField(Measure)} of the sort measure
   */
  public Sort indexSort() {
    return new Sort(lengthSortField(sortMeasure));
  }

  /**
   * The sort field of the length under {@code measure}, descending.
   *
   * @param measure the measure whose length field is sorted by
   * @return a descending sort field on {@link #lengthField(Measure)}
   */
  public SortField lengthSortField(Measure measure) {
    return lengthSortField(measure, true);
  }

  /**
   * A sort of a search by the length under {@code measure} (descending if {@code reverse}). It is
   * an {@code INT} sort: the length fields are int points as well as doc values, and Lucene's
   * comparators skip non-competitive documents with the points of the field they sort, which a
   * {@code LONG} comparator refuses to read as ints. The index sort ({@link
   * #lengthSortField(Measure)}) is the same {@code INT} sort; an index sorted by a {@code LONG}
   * sort on the same field, as earlier versions wrote it, reads the same doc values and is
   * recognised as sorted by {@link #isSortedBy}.
   *
   * @param measure the measure whose length field is sorted by
   * @param reverse true for descending length (longest first), false for ascending
   * @return the sort field
   */
  public SortField lengthSortField(Measure measure, boolean reverse) {
    return new SortField(lengthField(measure), SortField.Type.INT, reverse);
  }

  /**
   * Sets {@link #indexSort()} on {@code config} and returns it.
   *
   * @param config the configuration of the writer of the index; modified
   * @return {@code config}
   */
  public IndexWriterConfig configure(IndexWriterConfig config) {
    config.setIndexSort(indexSort());
    return config;
  }

  /**
   * Whether the segment of {@code leaf} is sorted by the length under {@code measure}, descending
   * (as a {@code LONG} or an {@code INT} sort: both read the same doc values).
   *
   * @param leaf the segment's reader
   * @param measure the measure whose length the sort should be on
   * @return true if the segment's index sort starts with that length, descending; false if the
   *     segment is unsorted or sorted otherwise
   */
  public boolean isSortedBy(LeafReader leaf, Measure measure) {
    Sort sort = leaf.getMetaData().sort();
    if (sort == null || sort.getSort().length == 0) {
      return false;
    }
    SortField first = sort.getSort()[0];
    return lengthField(measure).equals(first.getField())
        && first.getReverse()
        && (first.getType() == SortField.Type.INT || first.getType() == SortField.Type.LONG);
  }

  /**
   * The fields that represent {@code vector}, with no cluster id (-1).
   *
   * @param vector the document's signature vector
   * @return a new list of the fields, to add to the document
   * @throws IllegalArgumentException if the vector's {@link SignatureVector#totalCount()} exceeds
   *     {@link Integer#MAX_VALUE}
   */
  public List<IndexableField> createFields(SignatureVector vector) {
    return createFields(vector, -1);
  }

  /**
   * The fields that represent {@code vector}, in cluster {@code cluster} (-1 for none). An empty
   * vector gets lengths 0 and is never matched.
   *
   * @param vector the document's signature vector
   * @param cluster the document's cluster id, or -1 for none
   * @return a new list of the fields, to add to the document
   * @throws IllegalArgumentException if the vector's {@link SignatureVector#totalCount()} exceeds
   *     {@link Integer#MAX_VALUE}
   */
  public List<IndexableField> createFields(SignatureVector vector, long cluster) {
    List<IndexableField> fields = new ArrayList<>(9);
    if (!vector.isEmpty()) {
      fields.add(new Field(field, new SignatureTokenStream(vector), SIGNATURE_TYPE));
    }
    addLength(fields, lengthField(Measure.MULTISET), vector.totalCount());
    addLength(fields, lengthField(Measure.SET), vector.size());
    BytesRef encoded = ForwardVector.encode(vector);
    fields.add(new BinaryDocValuesField(vectorField(), encoded));
    fields.add(new NumericDocValuesField(checksumField(), Checksum.of(encoded)));
    fields.add(new NumericDocValuesField(clusterField(), cluster));
    if (vector.language() != null) {
      fields.add(new StringField(languageField(), vector.language(), Field.Store.NO));
      fields.add(new SortedDocValuesField(languageField(), new BytesRef(vector.language())));
    }
    return fields;
  }

  private static void addLength(List<IndexableField> fields, String name, long value) {
    if (value > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("signature vector too long: " + value + " signatures");
    }
    fields.add(new IntPoint(name, (int) value));
    fields.add(new NumericDocValuesField(name, value));
    fields.add(new StoredField(name, (int) value));
  }

  /**
   * Adds the fields of {@code vector} to {@code doc} and returns {@code doc}.
   *
   * @param doc the document; modified
   * @param vector the document's signature vector; added with no cluster id
   * @return {@code doc}
   * @throws IllegalArgumentException if the vector's {@link SignatureVector#totalCount()} exceeds
   *     {@link Integer#MAX_VALUE}
   */
  public Document addTo(Document doc, SignatureVector vector) {
    for (IndexableField f : createFields(vector)) {
      doc.add(f);
    }
    return doc;
  }

  /**
   * Analyzes {@code text} with {@code analyzer} and adds the resulting fields to {@code doc}.
   *
   * @param doc the document; modified
   * @param analyzer the analyzer whose terms are the signatures, run on the base field
   * @param text the document's text
   * @return the signature vector of {@code text}, as added
   * @throws java.io.UncheckedIOException if the analysis throws an {@link IOException}
   */
  public SignatureVector addTo(Document doc, Analyzer analyzer, String text) {
    SignatureVector v = SignatureVector.analyze(analyzer, field, text);
    addTo(doc, v);
    return v;
  }

  /**
   * Reads the vector of segment-local doc {@code doc}, with its recorded language; an empty vector
   * if it has none.
   *
   * @param leaf the segment's reader
   * @param doc the segment-local doc id
   * @return the vector, with its language or none; the empty vector if the doc has no vector
   * @throws IOException if reading the doc values fails
   */
  public SignatureVector readVector(LeafReader leaf, int doc) throws IOException {
    BinaryDocValues dv = leaf.getBinaryDocValues(vectorField());
    SignatureVector v =
        dv == null || !dv.advanceExact(doc)
            ? SignatureVector.empty()
            : ForwardVector.decode(dv.binaryValue());
    return v.withLanguage(readLanguage(leaf, doc));
  }

  /**
   * The recorded language of segment-local doc {@code doc}, or null.
   *
   * @param leaf the segment's reader
   * @param doc the segment-local doc id
   * @return the language code, or null if none was recorded for the doc
   * @throws IOException if reading the doc values fails
   */
  public String readLanguage(LeafReader leaf, int doc) throws IOException {
    SortedDocValues lang = leaf.getSortedDocValues(languageField());
    if (lang == null || !lang.advanceExact(doc)) {
      return null;
    }
    return lang.lookupOrd(lang.ordValue()).utf8ToString();
  }

  /**
   * Reads the vector of top-level doc {@code docId} of {@code reader}.
   *
   * @param reader the index
   * @param docId the top-level doc id, in {@code [0, reader.maxDoc())}
   * @return the vector, with its language or none; the empty vector if the doc has no vector
   * @throws IllegalArgumentException if {@code docId} is out of range
   * @throws IOException if reading the doc values fails
   */
  public SignatureVector readVector(IndexReader reader, int docId) throws IOException {
    if (docId < 0 || docId >= reader.maxDoc()) {
      throw new IllegalArgumentException(
          "doc id " + docId + " out of range [0, " + reader.maxDoc() + ")");
    }
    List<LeafReaderContext> leaves = reader.leaves();
    LeafReaderContext ctx = leaves.get(ReaderUtil.subIndex(docId, leaves));
    return readVector(ctx.reader(), docId - ctx.docBase);
  }

  @Override
  public String toString() {
    return "SpotSigsSchema(field=" + field + ", sortedBy=" + sortMeasure + ")";
  }
}
