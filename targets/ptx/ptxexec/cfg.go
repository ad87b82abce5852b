package ptxexec

import (
	"strconv"

	"github.com/lowerc/lowerc/ir"
)

// General control flow: a body whose branches ifConvert cannot turn into
// guards (llc-19's if/else, nested and chained ifs, loops) runs as basic
// blocks with a per-execution program counter. PTX threads are independent
// (PTX ISA "Predicated Execution" and `bra`: a guarded `@p bra L` jumps in
// the threads whose p is true), so each execution keeps its own block
// index; the machine still runs an instruction over many executions at
// once: at every step it takes the earliest block, in reverse postorder
// (cfg.order), that any execution is at (so executions that went different
// ways join again where the ways meet) and runs that block for the
// executions there, the others held off by an active mask (a hidden predicate, the
// guard of every instruction of the block; an instruction's own guard is
// and-ed with it). Where every execution of the machine's block of
// executions is at the block, its instructions run unguarded, as
// straight-line code does. Each execution ends at ret or exit, or past the
// last block; one that takes more than maxBack backward branches fails
// (a loop that does not end), so that every run terminates. The order in
// which the executions' blocks run changes no execution's result (they
// share nothing but global memory, where a launch's racing threads are
// outside the model, Function.Launch).
//
// bra.uni asserts that the branch is not divergent (PTX ISA `bra`: all
// active threads of a warp executing it have the same guard value and
// target). In a launch (Function.Launch), where the threads of a warp are
// 32 consecutive threads of a block, a bra.uni whose guard differs between
// active threads of one warp is an error; in the other entry points every
// execution is a thread of its own launch and a bra.uni is an ordinary
// branch.

// maxBack bounds the backward branches one execution may take (a var: the
// tests lower it).
var maxBack = 1 << 20

// cfgSteps, when not nil (tests), is called at every step of runCFG with
// the number of executions the block runs for and of those running.
var cfgSteps func(active, n int)

// A cfg is the basic-block form of a body.
type cfg struct {
	blocks []bblock
	act    int32 // the active mask: a hidden .pred register
	actg   int32 // the active mask and an instruction's own guard
}

// term kinds of a basic block's end
const (
	termFall = iota // on to the next block
	termBra         // bra: to target where taken, else on
	termRet         // ret or exit: the execution ends where taken, else on
)

// A bblock is one basic block: instructions without control flow, then
// its terminator.
type bblock struct {
	full   []*inst  // as compiled: for every execution of the machine's block
	masked []masked // under the active mask
	term   int
	target int32 // termBra: the block branched to
	next   int32 // the block after this one in the text (len(blocks): none)
	text   int32 // the block's place in the text
	guard  int32 // the terminator's guard predicate, -1 for none
	gneg   bool
	uni    bool // bra.uni
	pos    ir.Pos
	op     string
}

// A masked instruction: in guarded by the active mask; own >= 0: in's
// own guard (negated where neg), and-ed with the mask into cfg.actg, in's
// guard.
type masked struct {
	in  *inst
	own int32
	neg bool
}

// needsCFG reports whether body has control flow for compileCFG: a branch
// (ifConvert left it), or a guarded ret or exit.
func needsCFG(body []stmt) bool {
	for _, s := range body {
		if s.kind != stInst {
			continue
		}
		base, _ := mods(s.op)
		if base == "bra" || (base == "ret" || base == "exit") && s.guard != nil {
			return true
		}
	}
	return false
}

// compileCFG compiles a body with branches into basic blocks (the
// registers are declared; c.p.insts receives every instruction but the
// terminators, for Instructions).
func (c *compiler) compileCFG(body []stmt) error {
	g := &cfg{}
	hidden := func(name string) int32 {
		i := int32(len(c.p.regs))
		c.p.regs = append(c.p.regs, reg{name: name, typ: ".pred", width: 1})
		return i
	}
	g.act, g.actg = hidden("%act#"), hidden("%actg#") // '#': no PTX identifier has it
	labels := map[string]int32{}
	labelPos := map[string]ir.Pos{}
	type fix struct {
		blk   int
		label operand
	}
	var fixes []fix
	cur := bblock{guard: -1}
	open := false // cur has instructions or a label
	closeBlock := func() {
		g.blocks = append(g.blocks, cur)
		cur = bblock{guard: -1}
		open = false
	}
	written := map[int32]bool{}
	type read struct {
		s stmt
		r int32
	}
	var reads []read
	for _, s := range body {
		switch s.kind {
		case stLabel:
			if p, dup := labelPos[s.op]; dup {
				return errAt(s.pos, "label %s is defined twice (first at %s)", s.op, p)
			}
			if open && (len(cur.full) > 0) {
				closeBlock()
			}
			labels[s.op] = int32(len(g.blocks))
			labelPos[s.op] = s.pos
			open = true
			continue
		case stInst:
		default:
			continue
		}
		base, ms := mods(s.op)
		term := -1
		switch base {
		case "bra":
			if len(ms) > 1 || len(ms) == 1 && ms[0] != "uni" {
				return errAt(s.opPos, "malformed %s (bra or bra.uni)", s.op)
			}
			if len(s.args) != 1 || s.args[0].kind != opSym {
				return errAt(s.opPos, "%s takes one label", s.op)
			}
			term = termBra
			cur.uni = len(ms) == 1
			fixes = append(fixes, fix{len(g.blocks), s.args[0]})
		case "ret", "exit":
			if len(s.args) > 0 || len(ms) > 0 && !(len(ms) == 1 && ms[0] == "uni") {
				return errAt(s.opPos, "malformed %s", s.op)
			}
			term = termRet
		}
		if term >= 0 {
			cur.term, cur.pos, cur.op = term, s.pos, s.op
			if s.guard != nil {
				r, err := c.regOp(s, *s.guard, true)
				if err != nil {
					return err
				}
				cur.guard, cur.gneg = r, s.guard.neg
				reads = append(reads, read{s, r})
			}
			closeBlock()
			continue
		}
		in, err := c.inst(s)
		if err != nil {
			return err
		}
		if in.guard >= 0 {
			reads = append(reads, read{s, in.guard})
		}
		for _, a := range in.src {
			if a.reg >= 0 {
				reads = append(reads, read{s, a.reg})
			}
		}
		for _, d := range in.dst {
			written[d] = true
		}
		c.p.insts = append(c.p.insts, in)
		m := *in
		mk := masked{in: &m, own: in.guard, neg: in.gneg}
		m.guard, m.gneg = g.act, false
		if in.guard >= 0 {
			m.guard = g.actg
		}
		cur.full = append(cur.full, in)
		cur.masked = append(cur.masked, mk)
		open = true
	}
	if open || len(g.blocks) == 0 {
		closeBlock()
	}
	for _, f := range fixes {
		b, ok := labels[f.label.name]
		if !ok {
			return errAt(f.label.pos, "bra: label %s is not defined in this function", f.label.name)
		}
		g.blocks[f.blk].target = b
	}
	g.order()
	// Every register read is written somewhere; whether it is in the
	// execution that reads it, the run checks (machine.checkRead).
	for _, r := range reads {
		if !written[r.r] && !c.p.regs[r.r].special {
			name := c.p.regs[r.r].name
			return errAt(operandPos(r.s, name), "%s reads %s, which no instruction writes", r.s.op, name)
		}
	}
	if len(c.p.regs) > maxRegs {
		return errAt(body[0].pos, "more than %d registers", maxRegs)
	}
	c.p.cfg = g
	return nil
}

// order puts the blocks in reverse postorder of a depth-first walk from
// the entry (unreachable blocks last), the order runCFG runs them in: a
// topological order of the flow graph without its back edges, so a block
// runs after every block that reaches it other than through a loop's back
// edge — the executions of the two ways of an if join at the block where
// the ways meet, and those of a loop body at the latch of each iteration.
// Block numbers (target, next, the executions' block indices) are places
// in this order; text keeps the place in the text, which says whether a
// branch goes backward.
func (g *cfg) order() {
	n := len(g.blocks)
	for i := range g.blocks {
		g.blocks[i].text, g.blocks[i].next = int32(i), int32(i+1)
	}
	succ := func(b int) []int32 {
		blk := &g.blocks[b]
		var s []int32
		if blk.term == termBra {
			s = append(s, blk.target)
		}
		if (blk.term == termFall || blk.guard >= 0) && b+1 < n {
			s = append(s, int32(b+1))
		}
		return s
	}
	seen := make([]bool, n)
	var post []int32
	type frame struct {
		b    int32
		next []int32
	}
	stack := []frame{{0, succ(0)}}
	seen[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if len(top.next) == 0 {
			post = append(post, top.b)
			stack = stack[:len(stack)-1]
			continue
		}
		c := top.next[0]
		top.next = top.next[1:]
		if !seen[c] {
			seen[c] = true
			stack = append(stack, frame{c, succ(int(c))})
		}
	}
	rank := make([]int32, n+1)
	var order []int32
	for i := len(post) - 1; i >= 0; i-- {
		order = append(order, post[i])
	}
	for b := range n {
		if !seen[b] {
			order = append(order, int32(b))
		}
	}
	for r, b := range order {
		rank[b] = int32(r)
	}
	rank[n] = int32(n)
	blocks := make([]bblock, n)
	for r, b := range order {
		blk := g.blocks[b]
		blk.target, blk.next = rank[blk.target], rank[blk.next]
		blocks[r] = blk
	}
	g.blocks = blocks
}

// runCFG runs the program's basic blocks over the machine's block of
// executions (machine.run has reset the registers).
func (x *machine) runCFG() error {
	g := x.p.cfg
	n := x.n
	if cap(x.pc) < x.bs {
		x.pc, x.back = make([]int32, x.bs), make([]int32, x.bs)
	}
	pc, back := x.pc[:n], x.back[:n]
	clear(pc)
	clear(back)
	end := int32(len(g.blocks))
	// cnt[b]: the executions at block b; every block before from has none
	if cap(x.cnt) < int(end)+1 {
		x.cnt = make([]int32, end+1)
	}
	cnt := x.cnt[:end+1]
	clear(cnt)
	cnt[0] = int32(n)
	from := int32(0)
	act := x.reg(g.act)[:n]
	x.state[g.act], x.state[g.actg] = defined, defined
	actAll := false // act holds 1 in every execution
	for {
		b := from
		for b < end && cnt[b] == 0 {
			b++
		}
		if b == end {
			return nil
		}
		full := int(cnt[b]) == n
		switch {
		case full && !actAll:
			for i := range act {
				act[i] = 1
			}
			actAll = true
		case !full:
			for i, p := range pc {
				act[i] = b2u(p == b)
			}
			actAll = false
		}
		blk := &g.blocks[b]
		if cfgSteps != nil {
			cfgSteps(int(cnt[b]), n)
		}
		if full {
			for _, in := range blk.full {
				if err := x.exec(in); err != nil {
					return err
				}
			}
		} else {
			for _, m := range blk.masked {
				if m.own >= 0 {
					if err := x.andGuard(m, act); err != nil {
						return err
					}
				}
				if err := x.exec(m.in); err != nil {
					return err
				}
			}
		}
		lowest, err := x.branch(blk, b, act, pc, back, cnt)
		if err != nil {
			return err
		}
		// the executions elsewhere are past b: the earliest block is b+1
		// or one the branch sent executions to
		from = min(b+1, lowest)
	}
}

// andGuard sets cfg.actg to the active mask and-ed with m's own guard,
// which must be defined in every active execution.
func (x *machine) andGuard(m masked, act []uint64) error {
	g := x.p.cfg
	if err := x.checkRead(m.in, m.own, act, false); err != nil {
		return err
	}
	v := x.predicate(m.own)
	d := x.reg(g.actg)[:x.n]
	for i, a := range act {
		d[i] = a & b2u((v(i) != 0) != m.neg)
	}
	return nil
}

// predicate returns a reader of predicate register r by execution (a
// uniform one holds its value in lane 0 only: machine.uni).
func (x *machine) predicate(r int32) func(int) uint64 {
	v := x.regs[r]
	if x.uni != nil && x.uni[r] == uniLane0 {
		return func(int) uint64 { return v[0] }
	}
	return func(i int) uint64 { return v[i] }
}

// branch moves the active executions (act) of block b on by its
// terminator.
// cnt counts the executions at each block; lowest is the earliest block
// the branch sends executions to.
func (x *machine) branch(blk *bblock, b int32, act []uint64, pc, back, cnt []int32) (lowest int32, err error) {
	end := int32(len(x.p.cfg.blocks))
	lowest = end
	var cond func(int) uint64
	if blk.guard >= 0 {
		in := &inst{pos: blk.pos, op: blk.op}
		if err := x.checkRead(in, blk.guard, act, false); err != nil {
			return 0, err
		}
		cond = x.predicate(blk.guard)
	}
	taken := func(i int) bool { return cond == nil || (cond(i) != 0) != blk.gneg }
	if blk.uni && cond != nil && x.warp > 0 {
		if err := x.uniform(blk, act, taken); err != nil {
			return 0, err
		}
	}
	for i, a := range act {
		if a == 0 {
			continue
		}
		switch {
		case blk.term == termFall || !taken(i):
			pc[i] = blk.next
		case blk.term == termRet:
			pc[i] = end
		default:
			pc[i] = blk.target
			if x.p.cfg.blocks[blk.target].text <= blk.text {
				if back[i]++; int(back[i]) > maxBack {
					return 0, &RunError{Pos: blk.pos, Op: blk.op, Exec: x.lo + i,
						Msg: "more than " + strconv.Itoa(maxBack) + " backward branches taken: a loop that does not end?"}
				}
			}
		}
		cnt[b]--
		cnt[pc[i]]++
		lowest = min(lowest, pc[i])
	}
	return lowest, nil
}

// uniform fails when the active executions of one warp disagree on
// whether a bra.uni is taken (machine.warp: the threads of a block, in
// warps of 32).
func (x *machine) uniform(blk *bblock, act []uint64, taken func(int) bool) error {
	first := -1 // the warp's first active execution
	w0 := -1
	for i, a := range act {
		t := x.lo + i
		w := t / x.warp * x.warp // the block's first thread
		w += (t - w) / 32 * 32   // the warp's
		if w != w0 {
			w0, first = w, -1
		}
		if a == 0 {
			continue
		}
		if first < 0 {
			first = i
			continue
		}
		if taken(i) != taken(first) {
			return &RunError{Pos: blk.pos, Op: blk.op, Exec: x.lo + i,
				Msg: "bra.uni is divergent: execution " + strconv.Itoa(x.lo+first) + " of the same warp goes the other way (bra.uni asserts a non-divergent branch)"}
		}
	}
	return nil
}
