; produced by lowerc compile -target amdgcn -mcpu gfx1100 -ieee=1 maximum3.tile; assembled by llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -show-encoding (this file is its output)
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"

	.amdhsa_code_object_version 5


	.globl	maximum3
	.p2align	8
	.type	maximum3,@function
maximum3:
	s_load_b128 s[4:7], s[0:1], 0x0         ; encoding: [0x00,0x01,0x08,0xf4,0x00,0x00,0x00,0xf8]
	s_load_b64 s[8:9], s[0:1], 0x10         ; encoding: [0x00,0x02,0x04,0xf4,0x10,0x00,0x00,0xf8]
	v_mov_b32_e32 v0, 0                     ; encoding: [0x80,0x02,0x00,0x7e]
	s_waitcnt lgkmcnt(0)                    ; encoding: [0x07,0xfc,0x89,0xbf]
	global_load_b32 v1, v0, s[4:5]          ; encoding: [0x00,0x00,0x52,0xdc,0x00,0x00,0x04,0x01]
	global_load_b32 v2, v0, s[4:5] offset:4 ; encoding: [0x04,0x00,0x52,0xdc,0x00,0x00,0x04,0x02]
	global_load_b32 v3, v0, s[4:5] offset:8 ; encoding: [0x08,0x00,0x52,0xdc,0x00,0x00,0x04,0x03]
	global_load_b32 v4, v0, s[4:5] offset:12 ; encoding: [0x0c,0x00,0x52,0xdc,0x00,0x00,0x04,0x04]
	global_load_b32 v5, v0, s[6:7]          ; encoding: [0x00,0x00,0x52,0xdc,0x00,0x00,0x06,0x05]
	global_load_b32 v6, v0, s[6:7] offset:4 ; encoding: [0x04,0x00,0x52,0xdc,0x00,0x00,0x06,0x06]
	global_load_b32 v7, v0, s[6:7] offset:8 ; encoding: [0x08,0x00,0x52,0xdc,0x00,0x00,0x06,0x07]
	global_load_b32 v8, v0, s[6:7] offset:12 ; encoding: [0x0c,0x00,0x52,0xdc,0x00,0x00,0x06,0x08]
	s_waitcnt vmcnt(0)                      ; encoding: [0xf7,0x03,0x89,0xbf]
	v_max_f32_e32 v9, v1, v1                ; encoding: [0x01,0x03,0x12,0x20]
	v_max_f32_e32 v10, v5, v5               ; encoding: [0x05,0x0b,0x14,0x20]
	v_max3_f32 v1, v9, v10, 0               ; encoding: [0x01,0x00,0x1c,0xd6,0x09,0x15,0x02,0x02]
	v_max_f32_e32 v9, v2, v2                ; encoding: [0x02,0x05,0x12,0x20]
	v_max_f32_e32 v10, v6, v6               ; encoding: [0x06,0x0d,0x14,0x20]
	v_max3_f32 v2, v9, v10, 0               ; encoding: [0x02,0x00,0x1c,0xd6,0x09,0x15,0x02,0x02]
	v_max_f32_e32 v9, v3, v3                ; encoding: [0x03,0x07,0x12,0x20]
	v_max_f32_e32 v10, v7, v7               ; encoding: [0x07,0x0f,0x14,0x20]
	v_max3_f32 v3, v9, v10, 0               ; encoding: [0x03,0x00,0x1c,0xd6,0x09,0x15,0x02,0x02]
	v_max_f32_e32 v9, v4, v4                ; encoding: [0x04,0x09,0x12,0x20]
	v_max_f32_e32 v10, v8, v8               ; encoding: [0x08,0x11,0x14,0x20]
	v_max3_f32 v4, v9, v10, 0               ; encoding: [0x04,0x00,0x1c,0xd6,0x09,0x15,0x02,0x02]
	global_store_b32 v0, v1, s[8:9]         ; encoding: [0x00,0x00,0x6a,0xdc,0x00,0x01,0x08,0x00]
	global_store_b32 v0, v2, s[8:9] offset:4 ; encoding: [0x04,0x00,0x6a,0xdc,0x00,0x02,0x08,0x00]
	global_store_b32 v0, v3, s[8:9] offset:8 ; encoding: [0x08,0x00,0x6a,0xdc,0x00,0x03,0x08,0x00]
	global_store_b32 v0, v4, s[8:9] offset:12 ; encoding: [0x0c,0x00,0x6a,0xdc,0x00,0x04,0x08,0x00]
	s_endpgm                                ; encoding: [0x00,0x00,0xb0,0xbf]
.Lfunc_end0:
	.size	maximum3, .Lfunc_end0-maximum3

	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel maximum3
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel


	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           A
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           B
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           Out
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           maximum3
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .symbol:         maximum3.kd
    .vgpr_count:     11
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata

