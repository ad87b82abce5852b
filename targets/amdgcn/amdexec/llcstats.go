package amdexec

import (
	"sync"
	"sync/atomic"
)

// TupleStats counts the paths LLCKernel.RunTuples calls took since the
// kernel was made, and says why the faster paths last gave a call up:
// Sliced (llcslice.go: a sweep row's values kept as pieces of its
// sequence), LaneWaves (one-lane waves, llctuples.go), Each (one ordinary
// launch per execution). A call the sliced path declines runs on
// one-lane waves, and one that fails there runs as launches, so Sliced +
// LaneWaves + Each is the number of calls.
type TupleStats struct {
	Sliced, LaneWaves, Each uint64
	// Declined is how many calls the sliced path declined, LastDecline
	// the last one's reason; LastLaneError is the last error of the
	// one-lane waves that sent a call to the launches.
	Declined                   uint64
	LastDecline, LastLaneError string
}

// tupleStats is TupleStats as the calls update it (safe for concurrent
// use).
type tupleStats struct {
	sliced, laneWaves, each, declines atomic.Uint64
	mu                                sync.Mutex
	lastDecline, lastLane             string
}

func (t *tupleStats) declined(err error) {
	t.declines.Add(1)
	r, ok := isDecline(err)
	if !ok {
		r = err.Error()
	}
	t.mu.Lock()
	t.lastDecline = r
	t.mu.Unlock()
}

func (t *tupleStats) laneFailed(err error) {
	t.mu.Lock()
	t.lastLane = err.Error()
	t.mu.Unlock()
}

// TupleStats returns the counts of the paths RunTuples took.
func (k *LLCKernel) TupleStats() TupleStats {
	t := &k.stats
	t.mu.Lock()
	defer t.mu.Unlock()
	return TupleStats{
		Sliced: t.sliced.Load(), LaneWaves: t.laneWaves.Load(), Each: t.each.Load(), Declined: t.declines.Load(),
		LastDecline: t.lastDecline, LastLaneError: t.lastLane,
	}
}
