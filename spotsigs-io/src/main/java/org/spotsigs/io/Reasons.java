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
package org.spotsigs.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Why an I/O operation failed, in words: the file and the system's reason. The JDK's file-system
 * exceptions often carry only the path as their message ({@code AccessDeniedException: /x}), which
 * says where but not why.
 */
public final class Reasons {
  private Reasons() {}

  /**
   * The reason of {@code e} for {@code dir}, where {@code e} came from making {@code madeFile} in
   * it: a file made only to test the directory is not named, the directory is.
   */
  public static String of(Exception e, java.nio.file.Path dir, java.nio.file.Path madeFile) {
    if (e instanceof FileSystemException fse
        && fse.getFile() != null
        && java.nio.file.Path.of(fse.getFile()).equals(madeFile)) {
      String reason = of(e, dir.toString());
      return dir + reason.substring(fse.getFile().length());
    }
    return of(e, dir.toString());
  }

  /** The file and reason of {@code e}; {@code where} names the file when the exception does not. */
  public static String of(Exception e, String where) {
    if (e instanceof FileSystemException fse) {
      String file = fse.getFile() != null ? fse.getFile() : where;
      String reason =
          e instanceof AccessDeniedException
              ? "permission denied"
              : e instanceof NoSuchFileException
                  ? "no such file or directory"
                  : e instanceof NotDirectoryException
                      ? "not a directory"
                      : e instanceof FileAlreadyExistsException
                          ? "already exists"
                          : fse.getReason() != null
                              ? fse.getReason()
                              : e.getClass().getSimpleName();
      if (fse.getReason() != null && !reason.equals(fse.getReason())) {
        reason = reason + " (" + fse.getReason() + ")";
      }
      return file + ": " + reason;
    }
    String m = e.getMessage();
    return where + ": " + (m == null || m.isBlank() ? e.getClass().getSimpleName() : m);
  }

  /** The system's reason of {@code e} alone, without the file ("permission denied"). */
  public static String reason(IOException e) {
    if (e instanceof FileSystemException f) {
      if (f.getReason() != null) {
        return f.getReason();
      }
      if (f instanceof AccessDeniedException) {
        return "permission denied";
      }
      if (f instanceof NoSuchFileException) {
        return "no such file or directory";
      }
      if (f instanceof NotDirectoryException) {
        return "not a directory";
      }
      return f.getClass().getSimpleName();
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
