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
package org.spotsigs.elasticsearch;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One node of the real distribution for every test class that takes an {@link EsNodes} parameter
 * (in a {@code @BeforeAll} method, say): started by the first, stopped when the last test has run,
 * so the distribution starts once per test run. The classes that share it use their own index and
 * pipeline names. Without the build's set-up (a run of the unit tests, or as root) the classes are
 * skipped.
 */
final class OneNode implements ParameterResolver, ExecutionCondition {
  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(OneNode.class);

  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    return System.getProperty("spotsigs.dist.dir") == null
        ? ConditionEvaluationResult.disabled(
            "run by the build after the plugin zip is packaged (./mvnw verify, not as root)")
        : ConditionEvaluationResult.enabled("the build set up the distribution");
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == EsNodes.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return context
        .getRoot()
        .getStore(NAMESPACE)
        .computeIfAbsent(
            "node",
            key -> {
              try {
                return EsNodes.start("one-node", 1, "512m");
              } catch (RuntimeException e) {
                throw e;
              } catch (Exception e) {
                throw new IllegalStateException("the node did not start", e);
              }
            },
            EsNodes.class);
  }
}
