/**
 * Reactive Streams forms of generated reads and writes: {@link
 * dev.queryfirst.runtime.internal.reactive.DemandPublisher} reads a chunk (a driver page, or a
 * partition's first page) only when its subscriber's demand is not met by what it holds, and
 * stops reading when the subscriber cancels. Built on {@code org.reactivestreams} alone, which the
 * driver already brings: no Reactor or RxJava in the runtime.
 */
package dev.queryfirst.runtime.internal.reactive;
