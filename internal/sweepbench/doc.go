// Package sweepbench is the executors' shared benchmark loop of the
// exhaustive f16 sweep (test support: it imports package testing).
package sweepbench
