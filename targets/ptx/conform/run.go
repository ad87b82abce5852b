package conform

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/lowerc/lowerc/semantics"
)

// A Sweep says how much of the 2^32 pairs a 16-bit form's sweep kernel runs.
type Sweep uint8

const (
	SweepAll  Sweep = iota // every row a (all 2^32 pairs)
	SweepGrid              // the rows a of the class grid's values (each with all 65536 b)
	SweepNone              // no sweep kernels (the class grid only)
)

var sweepNames = [...]string{"all", "grid", "none"}

func (s Sweep) String() string {
	if int(s) < len(sweepNames) {
		return sweepNames[s]
	}
	return fmt.Sprintf("Sweep(%d)", uint8(s))
}

// ParseSweep reads "all", "grid" or "none".
func ParseSweep(s string) (Sweep, error) {
	for i, n := range sweepNames {
		if n == s {
			return Sweep(i), nil
		}
	}
	return 0, fmt.Errorf("unknown sweep %q (want all, grid or none)", s)
}

// RunOptions control Run.
type RunOptions struct {
	Sweep     Sweep
	ChunkRows int       // rows per sweep launch; 0: 1024 (2^26 pairs)
	Rows      int       // SweepAll: only the rows a < Rows (0: all 65536)
	Workers   int       // goroutines checking sweep rows; 0: GOMAXPROCS
	Progress  io.Writer // one line per kernel; nil: none
	// Deadline, when set, stops the run: kernels not started by then, and
	// the sweep chunks after it, are reported as not run (an error).
	Deadline time.Time
}

func (o *RunOptions) late() bool { return !o.Deadline.IsZero() && time.Now().After(o.Deadline) }

// errLate is the error of a kernel the deadline stopped.
var errLate = errors.New("not run to the end: the time budget (-time) was spent")

// MaxWitnesses is the number of mismatches a kernel report shows.
const MaxWitnesses = 5

// Run launches every kernel of p on d and checks every result against the
// kernel's model. A kernel that fails to load or launch is reported with
// its error; the others still run.
func Run(p *Plan, d Device, o RunOptions) *Report {
	if o.ChunkRows <= 0 {
		o.ChunkRows = 1024
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	r := &Report{Target: p.Target.String(), Device: d.Name(), Sweep: o.Sweep.String(), Skipped: p.Skipped}
	_, r.Emulated = d.(Emulator)
	ev := &evidence{}
	for _, k := range p.Kernels {
		kr := KernelReport{Name: k.Name, Kind: k.Kind.String(), Model: k.Model.Name(), Type: k.Type.String(), Target: k.Arch, How: k.How}
		if k.Kind == KindSweep && o.Sweep == SweepNone {
			continue
		}
		var err error
		switch {
		case o.late():
			err = errLate
		case k.Kind == KindSweep:
			err = runSweep(k, d, o, &kr)
		default:
			err = runGrid(k, d, o, &kr, ev)
		}
		if err != nil {
			kr.Error = err.Error()
		}
		if o.Progress != nil {
			fmt.Fprintf(o.Progress, "conform: %-8s %-40s %12d checked, %d mismatches%s\n", kr.Kind, kr.Name, kr.Checked, kr.Mismatches, errNote(kr.Error))
		}
		r.Kernels = append(r.Kernels, kr)
		r.Checked += kr.Checked
		r.Mismatches += kr.Mismatches
		if kr.Error != "" {
			r.Errors++
		}
	}
	r.Verdicts = ev.verdicts()
	return r
}

func errNote(e string) string {
	if e == "" {
		return ""
	}
	return " (error)"
}

// GridTuples returns the input tuples of a grid kernel on type t with n
// inputs: every pair (or triple) of semantics.Grid of the lane type, input
// k of tuple i being in[k][i]. Packed types hold tuple i in lane 0 and tuple
// count-1-i in lane 1, so every tuple reaches both lanes.
func GridTuples(t semantics.Type, n int) [][]uint64 {
	g := semantics.Grid(t.Lane())
	count := 1
	for range n {
		count *= len(g)
	}
	in := make([][]uint64, n)
	for k := range in {
		in[k] = make([]uint64, count)
	}
	tuple := func(i, k int) uint64 {
		for j := n - 1; j > k; j-- {
			i /= len(g)
		}
		return g[i%len(g)]
	}
	w := uint(t.Lane().Bits())
	for i := range count {
		for k := range n {
			v := tuple(i, k)
			if t.IsPacked() {
				v |= tuple(count-1-i, k) << w
			}
			in[k][i] = v
		}
	}
	return in
}

func putElems(vals []uint64, n, elem int) []byte {
	b := make([]byte, n*elem)
	var w [8]byte
	for i, v := range vals {
		binary.LittleEndian.PutUint64(w[:], v)
		copy(b[i*elem:], w[:elem])
	}
	return b
}

func getElem(b []byte, i, elem int) uint64 {
	var w [8]byte
	copy(w[:], b[i*elem:(i+1)*elem])
	return binary.LittleEndian.Uint64(w[:])
}

// NaNPairs returns every pair of NaNs of the 16-bit float type t (both
// signs, quiet and signaling, every payload): 2046² for f16, 254² for bf16.
func NaNPairs(t semantics.Type) [][]uint64 {
	var nans []uint64
	for x := range uint64(1 << 16) {
		if semantics.IsNaN(t, x) {
			nans = append(nans, x)
		}
	}
	in := [][]uint64{make([]uint64, 0, len(nans)*len(nans)), make([]uint64, 0, len(nans)*len(nans))}
	for _, a := range nans {
		for _, b := range nans {
			in[0] = append(in[0], a)
			in[1] = append(in[1], b)
		}
	}
	return in
}

// runGrid runs a grid kernel on the class grid, or a fallback kernel on the
// class grid and, under SweepAll, on every pair of NaNs.
func runGrid(k *Kernel, d Device, o RunOptions, kr *KernelReport, ev *evidence) error {
	f, err := d.Load(k.Entry+".ptx", k.PTX, k.Entry)
	if err != nil {
		return fmt.Errorf("load: %v", err)
	}
	in := GridTuples(k.Type, k.NSrc)
	if err := runTuples(k, f, in, kr, ev); err != nil {
		return err
	}
	if k.Kind == KindFallback && o.Sweep == SweepAll {
		return runTuples(k, f, NaNPairs(k.Type), kr, ev)
	}
	return nil
}

// runTuples launches f on the tuples in (in[k][i]: input k of tuple i) and
// checks each result: grid kernels in one launch of as many blocks as
// needed, fallback kernels (one block of Block × PerThread tuples) in as
// many launches.
func runTuples(k *Kernel, f Func, in [][]uint64, kr *KernelReport, ev *evidence) error {
	n := len(in[0])
	elem := k.Type.Bits() / 8
	batch, grid := n, (n+k.Block-1)/k.Block
	if k.Kind == KindFallback {
		batch, grid = k.Block*k.PerThread, 1
	}
	slots := grid * k.Block * k.PerThread
	mask := k.Type.Mask()
	for lo := 0; lo < n; lo += batch {
		hi := min(lo+batch, n)
		args := make([]Arg, 0, k.NSrc+1)
		for _, v := range in {
			args = append(args, Buffer(putElems(v[lo:hi], slots, elem)))
		}
		out := make([]byte, slots*elem)
		args = append(args, Output(out))
		if err := f.Launch(grid, k.Block, args); err != nil {
			return fmt.Errorf("launch: %v", err)
		}
		for i := lo; i < hi; i++ {
			var a, b, c uint64
			a, b = in[0][i], in[1][i]
			if k.NSrc == 3 {
				c = in[2][i]
			}
			got := getElem(out, i-lo, elem) & mask
			want, err := k.Model.Eval(k.Type, a, b, c)
			if err != nil {
				return err
			}
			kr.Checked += uint64(k.Type.Lanes())
			if !want.Allows(k.Type, got) {
				kr.Mismatches++
				kr.addWitness(k.Type, []uint64{a, b, c}[:k.NSrc], got, want.String(k.Type))
			}
			ev.note(k, a, b, c, got)
		}
	}
	return nil
}

func (kr *KernelReport) addWitness(t semantics.Type, in []uint64, got uint64, want string) {
	if len(kr.Witnesses) >= MaxWitnesses {
		return
	}
	w := Witness{Got: semantics.FormatBits(t, got), Want: want}
	for _, x := range in {
		w.Inputs = append(w.Inputs, semantics.FormatBits(t, x))
	}
	kr.Witnesses = append(kr.Witnesses, w)
}

// sweepRows returns the chunks of rows a sweep kernel runs: [lo, hi) pairs.
func sweepRows(k *Kernel, o RunOptions) [][2]int {
	var out [][2]int
	if o.Sweep == SweepGrid {
		seen := map[uint16]bool{}
		var rows []int
		for _, v := range semantics.Grid(k.Type.Lane()) {
			if !seen[uint16(v)] {
				seen[uint16(v)] = true
				rows = append(rows, int(uint16(v)))
			}
		}
		sort.Ints(rows)
		for _, r := range rows {
			out = append(out, [2]int{r, r + 1})
		}
		return out
	}
	end := 1 << 16
	if o.Rows > 0 {
		end = min(o.Rows, end)
	}
	for lo := 0; lo < end; lo += o.ChunkRows {
		out = append(out, [2]int{lo, min(lo+o.ChunkRows, end)})
	}
	return out
}

// rowResult is the check of one row of a sweep.
type rowResult struct {
	mismatches uint64
	witness    *Witness
}

// runSweep runs a 16-bit form on every b of each row a, chunk by chunk.
func runSweep(k *Kernel, d Device, o RunOptions, kr *KernelReport) error {
	f, err := d.Load(k.Entry+".ptx", k.PTX, k.Entry)
	if err != nil {
		return fmt.Errorf("load: %v", err)
	}
	elem := k.Type.Bits() / 8
	lanes := k.Type.Lanes()
	lane := k.Type.Lane()
	var intFn func(a, b, c uint64) (uint64, error)
	if !lane.IsFloat() {
		if intFn, err = k.Model.Func(k.Type); err != nil {
			return err
		}
	}
	// The launch of chunk i+1 runs while the results of chunk i are
	// checked.
	type launched struct {
		out []byte
		err error
	}
	chunks := sweepRows(k, o)
	launch := func(ch [2]int) chan launched {
		c := make(chan launched, 1)
		go func() {
			out := make([]byte, (ch[1]-ch[0])<<16*elem)
			err := f.Launch((ch[1]-ch[0])<<16/k.Block, k.Block, []Arg{Scalar32(uint32(ch[0])), Output(out)})
			c <- launched{out, err}
		}()
		return c
	}
	pending := launch(chunks[0])
	for i, ch := range chunks {
		if o.late() {
			<-pending
			return fmt.Errorf("from row %#04x on: %w", ch[0], errLate)
		}
		l := <-pending
		if l.err != nil {
			return fmt.Errorf("launch (rows %#04x…%#04x): %v", ch[0], ch[1]-1, l.err)
		}
		if i+1 < len(chunks) {
			pending = launch(chunks[i+1])
		}
		out := l.out
		rows := ch[1] - ch[0]
		res := make([]rowResult, rows)
		var wg sync.WaitGroup
		next := make(chan int)
		for range min(o.Workers, rows) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got := make([]uint64, 1<<16)
				for j := range next {
					res[j] = checkRow(k, uint16(ch[0]+j), out[j<<16*elem:(j+1)<<16*elem], got, intFn)
				}
			}()
		}
		for j := range rows {
			next <- j
		}
		close(next)
		wg.Wait()
		for _, rr := range res {
			kr.Mismatches += rr.mismatches
			if rr.witness != nil && len(kr.Witnesses) < MaxWitnesses {
				kr.Witnesses = append(kr.Witnesses, *rr.witness)
			}
		}
		kr.Checked += uint64(rows) << 16 * uint64(lanes)
	}
	return nil
}

// checkRow checks the results of row a (out: 65536 elements).
func checkRow(k *Kernel, a uint16, out []byte, got []uint64, intFn func(a, b, c uint64) (uint64, error)) rowResult {
	var rr rowResult
	elem := k.Type.Bits() / 8
	lane := k.Type.Lane()
	if intFn != nil {
		for b := range 1 << 16 {
			x, y := uint64(a), uint64(b)
			if k.Type.IsPacked() {
				x |= uint64(a^SweepLane1) << 16
				y |= y << 16
			}
			var g uint64
			if elem == 2 {
				g = uint64(binary.LittleEndian.Uint16(out[2*b:]))
			} else {
				g = uint64(binary.LittleEndian.Uint32(out[4*b:]))
			}
			want, _ := intFn(x, y, 0)
			if g != want {
				rr.mismatches++
				if rr.witness == nil {
					rr.witness = witness(k.Type, x, y, g, semantics.FormatBits(k.Type, want))
				}
			}
		}
		return rr
	}
	for l := range k.Type.Lanes() {
		row := a
		if l == 1 {
			row ^= SweepLane1
		}
		if elem == 2 {
			for b := range 1 << 16 {
				got[b] = uint64(binary.LittleEndian.Uint16(out[2*b:]))
			}
		} else {
			for b := range 1 << 16 {
				got[b] = uint64(binary.LittleEndian.Uint16(out[4*b+2*l:]))
			}
		}
		n, first := k.Model.CheckRow16(lane, row, got)
		rr.mismatches += n
		if first >= 0 && rr.witness == nil {
			want, _ := k.Model.Eval(lane, uint64(row), uint64(first), 0)
			rr.witness = witness(lane, uint64(row), uint64(first), got[first], want.String(lane))
			rr.witness.Lane = l
		}
	}
	return rr
}

func witness(t semantics.Type, a, b, got uint64, want string) *Witness {
	return &Witness{Inputs: []string{semantics.FormatBits(t, a), semantics.FormatBits(t, b)}, Got: semantics.FormatBits(t, got), Want: want}
}
