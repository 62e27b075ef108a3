package org.spotsigs.elasticsearch.action;

import java.io.IOException;
import java.util.List;
import org.apache.lucene.util.BytesRef;
import org.elasticsearch.action.ActionResponse;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;

/**
 * The vectors read on a shard: the document's (null if it was not found), or the texts', each as
 * its forward-vector encoding.
 */
public final class ShardVectorsResponse extends ActionResponse {
  private final String index;
  private final BytesRef document;
  private final List<BytesRef> texts;

  ShardVectorsResponse(String index, BytesRef document, List<BytesRef> texts) {
    this.index = index;
    this.document = document;
    this.texts = texts;
  }

  public ShardVectorsResponse(StreamInput in) throws IOException {
    index = in.readString();
    document = in.readBoolean() ? in.readBytesRef() : null;
    texts = in.readCollectionAsList(StreamInput::readBytesRef);
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeString(index);
    out.writeBoolean(document != null);
    if (document != null) {
      out.writeBytesRef(document);
    }
    out.writeCollection(texts, StreamOutput::writeBytesRef);
  }

  /** The concrete index the vectors were read from. */
  public String index() {
    return index;
  }

  /** Whether the document asked for was found. */
  public boolean found() {
    return document != null;
  }

  /** The document's vector. */
  public SignatureVector vector() {
    return ForwardVector.decode(document);
  }

  /** The vector of text {@code k}. */
  public SignatureVector textVector(int k) {
    return ForwardVector.decode(texts.get(k));
  }
}
