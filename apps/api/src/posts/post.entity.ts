import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Provider } from '../providers/provider.entity';

@Entity('posts')
@Index('IDX_posts_provider_created', ['providerId', 'createdAt'])
export class Post {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'provider_id', type: 'text' })
  providerId: string;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_id' })
  provider?: Provider;

  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'image_urls', type: 'text', array: true, default: () => "'{}'" })
  imageUrls: string[];

  @Index('IDX_posts_created')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The language the text is written in where it is known ('en' | 'es'); null: unknown. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language: string | null;
}
