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
package org.spotsigs.opensearch;

import java.nio.file.Path;
import org.opensearch.common.io.PathUtils;
import org.opensearch.plugins.PluginInfo;
import org.opensearch.plugins.PluginsService;
import org.opensearch.test.OpenSearchTestCase;

/** The descriptor that goes into the plugin zip is one that OpenSearch 3.8.0 accepts. */
public class PluginDescriptorTests extends OpenSearchTestCase {
  public void testDescriptorIsAcceptedByThisOpenSearch() throws Exception {
    Path classes =
        PathUtils.get(
            SpotSigsPlugin.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    PluginInfo info = PluginInfo.readFromProperties(classes);
    assertEquals("spotsigs", info.getName());
    assertEquals(SpotSigsPlugin.class.getName(), info.getClassname());
    assertEquals("21", info.getJavaVersion());
    PluginsService.verifyCompatibility(
        info); // throws if the OpenSearch or Java version does not fit
  }
}
