// Package evaltest is for tests only: a tv.Target that evaluates the tile
// IR directly (atoms by their semantics models, loads, stores and movs as
// bit copies; scopes thread, cta and grid), so that the run and diff
// plumbing can be tested without the PTX and AMD executors. It runs no
// emitted code and is never a command's target.
package evaltest
