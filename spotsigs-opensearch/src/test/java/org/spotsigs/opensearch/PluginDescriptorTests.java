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
