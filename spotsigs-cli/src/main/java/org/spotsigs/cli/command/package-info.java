/**
 * The subcommands of {@code spotsigs} ({@code dedup}, {@code index}, {@code query}, ...), each a
 * picocli command that validates its options, reads its input through {@link
 * org.spotsigs.cli.input} and writes through {@link org.spotsigs.cli.output}; and the option groups
 * (mixins) that several commands share.
 */
package org.spotsigs.cli.command;
